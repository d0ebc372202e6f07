import { useQuery } from '@tanstack/react-query';
import { modules, program } from '../../lib/program.ts';
import { siteStatsQuery } from './api/site-stats.ts';

const figureFormat = new Intl.NumberFormat('en-IN');

interface Slot {
  /** What the slot says until its live figure means something (and without scripts). */
  fact: { value: string; label: string };
  live: { label: string; value: number | undefined; shownFrom: number };
}

/**
 * Proof that is real, and never empty (issue #27): three figures counted in our own database by
 * the server (never typed in), each shown once it means something (a new site's '0 learners'
 * proves nothing). Until then, and in the prerendered page, each slot holds one of the program's
 * facts, one line of the same size, so swapping them moves nothing.
 */
export function ProofFigures() {
  const { data } = useQuery(siteStatsQuery);
  const slots: Slot[] = [
    {
      fact: { value: `${modules.length} modules`, label: 'from HTML to Next.js' },
      live: { label: 'coding challenges, free to solve', value: data?.challenges, shownFrom: 20 },
    },
    {
      fact: { value: `${program.weeks} weeks`, label: 'of live classes, 5 days a week' },
      live: { label: 'learners signed up', value: data?.learners, shownFrom: 100 },
    },
    {
      fact: { value: '1:1', label: 'mentorship with every seat' },
      live: {
        label: 'solutions verified by our grader',
        value: data?.verifiedSolutions,
        shownFrom: 500,
      },
    },
  ];
  const shown = slots.map(({ fact, live }) =>
    live.value !== undefined && live.value >= live.shownFrom
      ? { live: true, value: figureFormat.format(live.value), label: live.label }
      : { live: false, ...fact },
  );
  return (
    <section aria-labelledby="proof-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="proof-title" className="sr-only">
          Frontend Launchpad in numbers
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {shown.map(({ value, label }) => (
            <div key={label} className="flex flex-col">
              <dt className="text-small text-slate-600">{label}</dt>
              <dd className="order-first text-title font-bold text-slate-900 tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-center text-caption text-slate-600">
          {shown.some((slot) => slot.live)
            ? 'Live figures from our own platform, counted by our server.'
            : 'The Frontend Launchpad Program at a glance.'}
        </p>
      </div>
    </section>
  );
}
