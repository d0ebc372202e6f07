import { Link } from '../../router/index.ts';
import { EnrollNow } from '../../components/enrollment/enroll-now.tsx';
import { useEnrollmentDialog } from '../../components/enrollment/use-enrollment-dialog.tsx';
import { Accordion } from '../../components/ui/accordion.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { challengePath, homeSections, paths } from '../../lib/paths.ts';
import { useNextBatch } from '../../lib/api/next-batch.ts';
import {
  batchValue,
  formatRupees,
  modules,
  NEXT_BATCH_LABEL,
  program,
  week,
} from '../../lib/program.ts';
import { ProgramIncluded } from '../../components/program-included.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { HomeSectionLink } from '../../components/home-section-link.tsx';
import { faqs, featuredProgram, hero, reasons, tryChallenge } from './content.ts';
import { ProofFigures } from './proof-figures.tsx';
import { LabelList } from '../../components/ui/label-list.tsx';

const faqItems = faqs.map(({ id, question, answer }) => ({
  id,
  title: question,
  content: <p>{answer}</p>,
}));

// eslint-disable-next-line launchpad/max-lines-per-function -- the page's sections in order; plan: move the sections to components of their own (issue #31)
export function HomePage() {
  useDocumentTitle(
    'Job-ready frontend programs',
    `${program.title}: ${program.weeks} weeks of live online classes, 1:1 mentorship, projects and placement support for ${formatRupees(program.priceRupees)}.`,
  );
  const enrollment = useEnrollmentDialog();
  const nextBatch = useNextBatch();

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <h1 className="max-w-3xl text-title-lg font-bold tracking-tight text-slate-900 sm:text-display">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-slate-700">{hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <HomeSectionLink
                section={homeSections.featuredProgram}
                className={buttonStyles.primary}
              >
                Explore Programs
              </HomeSectionLink>
              <Link to={challengePath(tryChallenge)} className={buttonStyles.secondary}>
                Try a challenge now
              </Link>
            </div>
          </div>
          {/* Our own workspace, drawn to size: width and height are set, so nothing moves when
              it arrives. Hidden on phones, where the headline and buttons are the first screen. */}
          <img
            src="/workspace-preview.svg"
            width={640}
            height={420}
            alt="The challenge workspace: instructions, a code editor, the live preview and passing tests"
            className="hidden h-auto w-full rounded-2xl shadow-xl lg:block"
          />
        </div>
      </section>

      <ProofFigures />

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

      <section aria-labelledby="curriculum-title" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="curriculum-title" className="text-heading font-bold text-slate-900">
          What you will learn, module by module
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {modules.map((module, index) => (
            <li key={module.id} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{module.title}</h3>
                <p className="mt-1 text-small text-slate-700">
                  {module.points.slice(0, 3).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <h2 id="week-title" className="mt-14 text-heading font-bold text-slate-900">
          What a week looks like
        </h2>
        <ul aria-labelledby="week-title" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {week.map(({ title, text }) => (
            <li key={title} className="rounded-xl bg-indigo-50 p-5">
              <h3 className="font-semibold text-indigo-900">{title}</h3>
              <p className="mt-2 text-small text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-choose-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="why-choose-title" className="text-heading font-bold text-slate-900">
            Why Choose Frontend Launchpad?
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-small text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={homeSections.faq}
        aria-labelledby="faq-title"
        className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16"
      >
        <h2 id="faq-title" className="text-heading font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-8">
          <Accordion items={faqItems} />
        </div>
        <div className="mt-8 text-center">
          <p className="text-slate-700">Still have questions?</p>
          <Link to={paths.contact} className={`${buttonStyles.secondary} mt-3`}>
            Contact Support
          </Link>
        </div>
      </section>
      {enrollment.dialog}
    </>
  );
}
