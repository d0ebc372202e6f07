import type { RubricCriterion } from '@launchpad/contract';

interface RubricProps {
  rubric: readonly RubricCriterion[];
  maxPoints: number;
  /** The id of the heading, unique on the page: every project card has a rubric. */
  headingId: string;
}

/** What the mentor judges the project by: each criterion's levels and their points. */
export function Rubric({ rubric, maxPoints, headingId }: RubricProps) {
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        Rubric <span className="font-normal text-slate-600">(up to {maxPoints} points)</span>
      </h4>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {rubric.map((criterion) => (
          <li key={criterion.name}>
            <p className="font-medium text-slate-900">{criterion.name}</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {criterion.levels.map((level) => (
                <li key={level.label}>
                  {level.label}: {level.points} {level.points === 1 ? 'point' : 'points'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
