import { useQuery } from '@tanstack/react-query';
import { siteStatsQuery } from './api/site-stats.ts';

const figureFormat = new Intl.NumberFormat('en-IN');

/**
 * Proof that is real: three figures counted in our own database by the server (never typed in).
 * The prerendered page and the first render show a placeholder of the same size, so the figures
 * arrive without moving anything; if they cannot be had, the placeholder stays.
 */
export function ProofFigures() {
  const { data } = useQuery(siteStatsQuery);
  const figures = [
    { label: 'coding challenges, free to solve', value: data?.challenges },
    { label: 'learners signed up', value: data?.learners },
    { label: 'solutions verified by our grader', value: data?.verifiedSolutions },
  ];
  return (
    <section aria-labelledby="proof-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="proof-title" className="sr-only">
          Frontend Launchpad in numbers
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {figures.map(({ label, value }) => (
            <div key={label} className="flex flex-col">
              <dt className="text-small text-slate-600">{label}</dt>
              <dd
                className="order-first text-title font-bold text-slate-900 tabular-nums"
                aria-busy={value === undefined}
              >
                {value === undefined ? '–' : figureFormat.format(value)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-center text-caption text-slate-600">
          Live figures from our own platform, counted by our server.
        </p>
      </div>
    </section>
  );
}
