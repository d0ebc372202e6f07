import type { LiveCheckReport } from '@launchpad/contract';

const outcomeTexts: Record<LiveCheckReport['outcome'], string> = {
  checked: 'Opened and checked',
  refused: 'Not opened',
  failed: 'Could not be checked',
};

/**
 * What the grader's browser found on a hand-in's live site (issue #33): the page's facts and the
 * accessibility problems axe-core reported, or why it was not opened. Null while it runs.
 */
export function LiveCheckView({ report }: { report: LiveCheckReport | null }) {
  return (
    <section aria-labelledby="live-check-title" className="mt-6">
      <h2 id="live-check-title" className="text-xl font-bold text-slate-900">
        Live site check
      </h2>
      {!report ? (
        <p className="mt-2 text-sm text-slate-700">The live site is being checked…</p>
      ) : (
        <div className="mt-2 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-800 shadow-sm">
          <p className="font-semibold text-slate-900">
            {outcomeTexts[report.outcome]}
            {report.reason && `: ${report.reason}`}
          </p>
          {report.outcome === 'checked' && (
            <>
              <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                {[
                  ['HTTP status', report.httpStatus ?? 'none'],
                  ['Title', report.title || 'none'],
                  ['Language', report.lang ?? 'not set'],
                  ['Viewport meta tag', report.hasViewportMeta ? 'yes' : 'no'],
                  ['Loaded in', report.loadMs === null ? '–' : `${report.loadMs} ms`],
                  ['Requests blocked (private addresses)', report.blockedRequests],
                ].map(([term, value]) => (
                  <div key={String(term)} className="flex gap-2">
                    <dt className="text-slate-600">{term}:</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-3 font-semibold text-slate-900">
                Accessibility:{' '}
                {report.violations.length === 0
                  ? 'no problems found by axe-core'
                  : `${report.violations.length} kinds of problem`}
              </h3>
              {report.violations.length > 0 && (
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {report.violations.map((violation) => (
                    <li key={violation.id}>
                      {violation.help}{' '}
                      <span className="text-slate-600">
                        ({violation.impact ?? 'unrated'}, {violation.nodes}{' '}
                        {violation.nodes === 1 ? 'element' : 'elements'}; {violation.id})
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
