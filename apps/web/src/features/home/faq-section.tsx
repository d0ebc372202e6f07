import { Link } from '../../router/index.ts';
import { Accordion } from '../../components/ui/accordion.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { faqs } from './content.ts';

const faqItems = faqs.map(({ id, question, answer }) => ({
  id,
  title: question,
  content: <p>{answer}</p>,
}));

/** The questions, one open at a time, and where to ask another (the footer's FAQ link lands here). */
export function FaqSection() {
  return (
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
  );
}
