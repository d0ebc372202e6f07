import { Link } from '../../router/index.ts';
import { EnrollNow } from '../../components/enrollment/enroll-now.tsx';
import type { EnrollmentDialogControls } from '../../components/enrollment/use-enrollment-dialog.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { LabelList } from '../../components/ui/label-list.tsx';
import { ProgramIncluded } from '../../components/program-included.tsx';
import { useNextBatch } from '../../lib/api/next-batch.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { batchValue, formatRupees, NEXT_BATCH_LABEL, program } from '../../lib/program.ts';
import { featuredProgram } from './content.ts';

interface FeaturedProgramSectionProps {
  /** The page's one enrollment dialog, which its Enroll Now opens. */
  enrollment: EnrollmentDialogControls;
}

/** The program's card, with what a seat includes: Explore Programs (hero, header) scrolls here. */
export function FeaturedProgramSection({ enrollment }: FeaturedProgramSectionProps) {
  const nextBatch = useNextBatch();
  return (
    <section
      id={homeSections.featuredProgram}
      aria-labelledby="featured-program-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
    >
      <h2 className="text-small font-semibold tracking-wide text-indigo-700 uppercase">
        Featured program
      </h2>
      <article className="mt-4 grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[3fr_2fr]">
        <div>
          <LabelList labels={program.labels} />
          <h3 id="featured-program-title" className="mt-4 text-heading font-bold text-slate-900">
            {program.title}
          </h3>
          <p className="mt-2 max-w-2xl text-slate-700">{featuredProgram.summary}</p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
            {/* Known after hydration: on phones its label and its value take a line each, whichever
                value it is, so nothing moves and no line is left blank. */}
            <li data-testid="next-batch">
              <span className="block sm:inline">{NEXT_BATCH_LABEL}</span> {batchValue(nextBatch)}
            </li>
            {featuredProgram.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="mt-6 text-title font-bold text-slate-900">
            {formatRupees(program.priceRupees)}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.program} className={buttonStyles.secondary}>
              View Details
            </Link>
            <EnrollNow
              enrollment={enrollment}
              className={buttonStyles.primary}
              standingClassName="rounded-md bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900"
            />
          </div>
        </div>
        <ProgramIncluded headingLevel="h4" />
      </article>
    </section>
  );
}
