import { modules, week } from '../../lib/program.ts';

/** The program's modules in order, then what one of its weeks holds. */
export function CurriculumSection() {
  return (
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
  );
}
