import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { scrollToSection } from '../../lib/use-scroll-to-section.ts';

export function HomePage() {
  useDocumentTitle('Job-ready frontend programs');

  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Transform your career with practical frontend skills
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            Short, job-oriented programs with live classes and mentorship, plus free coding
            challenges you solve right in your browser.
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-8`}
            onClick={() => scrollToSection(homeSections.featuredProgram)}
          >
            Explore Programs
          </button>
        </div>
      </section>

      <section
        id={homeSections.featuredProgram}
        aria-labelledby="featured-program-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
      >
        <h2 id="featured-program-title" className="text-2xl font-bold text-slate-900">
          Frontend Launchpad Program
        </h2>
        <p className="mt-3 text-slate-700">
          The featured program card, with its dates, price and enrollment, will appear here.
        </p>
        <Link to={paths.program} className={`${buttonStyles.secondary} mt-6`}>
          View Details
        </Link>
      </section>

      <section
        id={homeSections.faq}
        aria-labelledby="faq-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
      >
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <p className="mt-3 text-slate-700">Answers to common questions will appear here.</p>
      </section>
    </>
  );
}
