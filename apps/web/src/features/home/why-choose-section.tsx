import { reasons } from './content.ts';

export function WhyChooseSection() {
  return (
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
  );
}
