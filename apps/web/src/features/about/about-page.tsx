import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { aboutContent as content } from './content.ts';

export function AboutPage() {
  useDocumentTitle(
    content.title,
    'About Frontend Launchpad: founded in March 2025 to make practical, affordable, industry-relevant frontend learning accessible to everyone.',
  );

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="text-title font-bold tracking-tight text-slate-900 sm:text-title-lg">
              {content.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lead text-slate-700">{content.intro}</p>
            <Link to={paths.contact} className={`${buttonStyles.primary} mt-8`}>
              Contact Us
            </Link>
          </div>
          <section
            aria-labelledby="glance-title"
            className="rounded-xl border border-indigo-100 bg-white/80 p-5"
          >
            <h2 id="glance-title" className="font-semibold text-slate-900">
              At a glance
            </h2>
            <dl className="mt-3 space-y-3">
              {content.glance.map(({ term, detail }) => (
                <div key={term}>
                  <dt className="text-small text-slate-600">{term}</dt>
                  <dd className="font-semibold text-slate-900">{detail}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </section>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="story-title" className="text-heading font-bold text-slate-900">
          Our Story
        </h2>
        {content.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="values-title" className="text-heading font-bold text-slate-900">
          Our Values
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {content.values.map(({ title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-small text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-title" className="mx-auto max-w-6xl px-4 pt-4 pb-16">
        <div className="rounded-2xl bg-indigo-700 px-6 py-10 text-center scheme-light">
          <h2 id="join-title" className="text-heading font-bold text-white">
            {content.join.title}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-indigo-100">{content.join.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {/* The scroll manager scrolls to the #hash once the home page is shown. */}
            <Link
              to={`${paths.home}#${homeSections.featuredProgram}`}
              className={buttonStyles.secondary}
            >
              See Programs
            </Link>
            <Link to={paths.contact} className={buttonStyles.secondary}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
