import { SocialIcon } from '../../components/ui/icons.tsx';
import { contactEmails, socialLinks } from '../../lib/site.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ContactForm } from './contact-form.tsx';
import { contactContent as content } from './content.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

export function ContactPage() {
  useDocumentTitle(
    'Contact',
    'Contact Frontend Launchpad: questions about programs, enrollment or mentorship. We respond within 24 hours.',
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-title font-bold tracking-tight text-slate-900 sm:text-title-lg">
        {content.title}
      </h1>
      <p className="mt-4 max-w-2xl text-lead text-slate-700">{content.intro}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section className={cardClass}>
          <h2 id="contact-form-title" className="text-subheading font-bold text-slate-900">
            {content.formTitle}
          </h2>
          <p className="mt-2 text-slate-700">{content.formText}</p>
          <ContactForm />
        </section>

        <section aria-labelledby="contact-info-title" className={`${cardClass} self-start`}>
          <h2 id="contact-info-title" className="text-subheading font-bold text-slate-900">
            {content.infoTitle}
          </h2>
          <p className="mt-2 text-slate-700">{content.infoText}</p>
          <h3 className="mt-6 text-small font-semibold text-slate-900">Email</h3>
          <ul className="mt-2 space-y-1">
            {contactEmails.map((email) => (
              <li key={email}>
                <a
                  href={`mailto:${email}`}
                  className="text-indigo-700 underline hover:text-indigo-900"
                >
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-small font-semibold text-slate-900">Follow us</h3>
          <ul className="mt-2 space-y-2">
            {socialLinks.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-indigo-700 underline hover:text-indigo-900"
                >
                  <SocialIcon network={name} />
                  {name}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
