import type { TestResult } from '@launchpad/runner';
import { VERIFIED_BY_SERVER } from './grade-messages.ts';

interface TestResultsPanelProps {
  results: TestResult[];
  expanded: boolean;
  onToggle: () => void;
  /**
   * The results are the server's grade (visible and hidden tests), not the browser's own run;
   * `failure` is why the server's run failed as a whole, if it did.
   */
  verified?: { failure: string | null } | null;
  /** A phone shows the panel as a tab of its own: no collapsing, no height cap. */
  fill?: boolean;
}

/**
 * The two sides of a failed expectation ('expected 1, got 0'), when the message has them; the
 * test runner's matchers all word their failures this way (packages/runner expect.ts).
 */
export function expectationOf(message: string): { expected: string; actual: string } | null {
  const match = /^expected ([\s\S]*), got ([\s\S]*)$/.exec(message);
  return match ? { expected: match[1]!, actual: match[2]! } : null;
}

/** The server's verdict leads with what failed; a run here keeps the tests' own order. */
const failedFirst = (results: TestResult[]) => [
  ...results.filter((result) => !result.passed),
  ...results.filter((result) => result.passed),
];

function FailureDetail({ result }: { result: TestResult }) {
  if (!result.message) return null;
  const expectation = expectationOf(result.message);
  if (!expectation) return <span className="block text-xs text-rose-800">{result.message}</span>;
  return (
    <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      <dt className="text-slate-700">Expected</dt>
      <dd className="font-mono break-all text-slate-900">{expectation.expected}</dd>
      <dt className="text-slate-700">Received</dt>
      <dd className="font-mono break-all text-rose-800">{expectation.actual}</dd>
    </dl>
  );
}

/** Opens once results exist; collapsible (product rules §4). */
export function TestResultsPanel({
  results,
  expanded,
  onToggle,
  verified = null,
  fill = false,
}: TestResultsPanelProps) {
  const passed = results.filter((r) => r.passed).length;
  const all = results.length > 0 && passed === results.length;
  const shown = verified ? failedFirst(results) : results;
  const open = fill || expanded;
  const summary = (
    <>
      Test results:{' '}
      <span className={all ? 'text-emerald-700' : 'text-rose-700'} data-testid="test-summary">
        {passed}/{results.length} passed
      </span>
    </>
  );
  return (
    <section aria-label="Test results" className="border-t border-slate-300 bg-white">
      <h2>
        {fill ? (
          <span className="block px-3 py-2 text-sm font-semibold">{summary}</span>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="test-results-list"
            onClick={onToggle}
            className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-semibold"
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            {summary}
          </button>
        )}
      </h2>
      {verified && (
        <p className="px-3 pb-1 text-xs text-slate-700" data-testid="verified-note">
          {VERIFIED_BY_SERVER}
          {verified.failure && <span className="block text-rose-800">{verified.failure}</span>}
        </p>
      )}
      {open && (
        <ul
          id="test-results-list"
          className={`${fill ? '' : 'max-h-48 overflow-auto'} px-3 pb-3 text-sm`}
        >
          {shown.map((result, index) => (
            <li key={index} className="flex gap-2 py-1" data-testid="test-result">
              <span
                aria-label={result.passed ? 'Passed' : 'Failed'}
                className={result.passed ? 'text-emerald-700' : 'text-rose-700'}
              >
                {result.passed ? '✓' : '✗'}
              </span>
              <span className="min-w-0">
                {result.hidden && (
                  <span className="mr-1.5 rounded bg-slate-200 px-1 text-xs font-medium text-slate-800">
                    Hidden test
                  </span>
                )}
                {result.name}
                {!result.passed && <FailureDetail result={result} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
