import { lazy, Suspense } from 'react';
import { EnrollNow } from '../../components/enrollment/enroll-now.tsx';
import { ProgramIncluded } from '../../components/program-included.tsx';
import { useEnrollmentDialog } from '../../components/enrollment/use-enrollment-dialog.tsx';
import { Accordion } from '../../components/ui/accordion.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { useNextBatch } from '../../lib/api/next-batch.ts';
import {
  formatDay,
  formatRupees,
  modules,
  NEXT_BATCH_SOON,
  program,
  seatsLeft,
} from '../../lib/program.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { audiences, conduct, intro, outcomes, skills } from './content.ts';
import { LabelList } from '../../components/ui/label-list.tsx';

// Its own small chunk, which asks for the mentors' cards and loads theirs only if there are any.
// Imported here, its query code would add two chunks to the page's preload list in the route
// table, which weighs on the home route's 100 kB budget.
const MeetYourMentors = lazy(async () => ({
  default: (await import('./meet-your-mentors.tsx')).MeetYourMentors,
}));

const moduleItems = modules.map(({ id, title, points }) => ({
  id,
  title,
  content: (
    <ul className="list-disc space-y-1 pl-5">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  ),
}));

const sectionClass = 'mx-auto max-w-6xl px-4 py-12';
const headingClass = 'text-heading font-bold text-slate-900';
const cardClass = 'rounded-xl border border-slate-200 bg-white p-5';

function Cards({
  items,
  columns = 'lg:grid-cols-3',
}: {
  items: readonly { title: string; text: string }[];
  /** Four cards go four to a row: three would leave the fourth alone on its row. */
  columns?: 'lg:grid-cols-3' | 'lg:grid-cols-4';
}) {
  return (
    <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {items.map(({ title, text }) => (
        <li key={title} className={cardClass}>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-small text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ProgramPage() {
  useDocumentTitle(
    program.title,
    `${program.title}: ${program.weeks} weeks of live online classes in HTML, CSS, JavaScript, React, TypeScript and Next.js, with 1:1 mentorship and placement support. ${formatRupees(program.priceRupees)}.`,
  );
  const enrollment = useEnrollmentDialog();
  // The prerendered page says 'coming soon'; the open batch, if any, replaces it after hydration.
  const batch = useNextBatch();
  const start = batch ? formatDay(batch.startsOn) : null;

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
          <div>
            <LabelList labels={program.labels} />
            <h1 className="mt-4 text-title font-bold tracking-tight text-slate-900 sm:text-display">
              {program.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lead text-slate-700">{intro}</p>
            <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-4">
              <div>
                <dt className="text-small text-slate-600">Duration</dt>
                <dd className="text-heading font-bold text-slate-900">{program.weeks} Weeks</dd>
              </div>
              <div>
                <dt className="text-small text-slate-600">Price</dt>
                <dd className="text-heading font-bold text-slate-900">
                  {formatRupees(program.priceRupees)}
                </dd>
              </div>
              <div>
                <dt className="text-small text-slate-600">Starts</dt>
                <dd className="text-heading font-bold text-slate-900">
                  {start ?? 'Dates coming soon'}
                </dd>
              </div>
            </dl>
            {/* A line kept for the seats, so nothing moves when they arrive. */}
            <p className="mt-3 min-h-[1lh] font-semibold text-indigo-800" data-testid="seats-left">
              {batch ? seatsLeft(batch.seatsLeft) : ''}
            </p>
            <EnrollNow
              enrollment={enrollment}
              className={`${buttonStyles.primary} mt-5`}
              standingClassName="mt-5 inline-block rounded-md bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900"
            />
          </div>
          <ProgramIncluded headingLevel="h2" />
        </div>
      </section>

      <section aria-labelledby="curriculum-title" className={`${sectionClass} max-w-3xl`}>
        <h2 id="curriculum-title" className={headingClass}>
          Curriculum
        </h2>
        <div className="mt-6">
          <Accordion items={moduleItems} defaultOpenId={modules[0].id} />
        </div>
      </section>

      <section aria-labelledby="skills-title" className={sectionClass}>
        <h2 id="skills-title" className={headingClass}>
          Skills you will learn
        </h2>
        <ul className="mt-6 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-small font-medium text-indigo-800"
            >
              {skill}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="conduct-title" className={sectionClass}>
        <h2 id="conduct-title" className={headingClass}>
          How the program runs
        </h2>
        <Cards items={conduct} columns="lg:grid-cols-4" />
      </section>

      <Suspense fallback={null}>
        <MeetYourMentors />
      </Suspense>

      <section aria-labelledby="audience-title" className={sectionClass}>
        <h2 id="audience-title" className={headingClass}>
          Who can join
        </h2>
        <Cards items={audiences} />
      </section>

      <section aria-labelledby="outcomes-title" className={sectionClass}>
        <h2 id="outcomes-title" className={headingClass}>
          What you will achieve
        </h2>
        <Cards items={outcomes} />
      </section>

      <section aria-labelledby="cta-title" className="bg-indigo-700 scheme-light">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 id="cta-title" className="text-heading font-bold text-white">
            {start ? `Ready to start on ${start}?` : NEXT_BATCH_SOON}
          </h2>
          <p className="mt-2 text-indigo-100">
            {program.duration}, for {formatRupees(program.priceRupees)}.
          </p>
          <EnrollNow
            enrollment={enrollment}
            className={`${buttonStyles.secondary} mt-6`}
            standingClassName="mt-6 inline-block rounded-md bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900"
          />
        </div>
      </section>
      {enrollment.dialog}
    </>
  );
}
