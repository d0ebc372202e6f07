import { Link } from '../../router/index.ts';
import { SocialIcon } from '../../components/ui/icons.tsx';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { homeSections, paths } from '../../lib/paths.ts';
import { contactEmails, socialLinks } from '../../lib/site.ts';

const linkClass = 'rounded-sm text-slate-300 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300 scheme-light">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lead font-bold text-white">
            <LogoMark className="size-8" />
            Frontend Launchpad
          </p>
          <p className="mt-3 max-w-xs text-small">
            Practical, affordable, job-oriented programs and free frontend coding challenges.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-small font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-4 space-y-2 text-small">
            <li>
              <Link to={paths.program} className={linkClass}>
                Frontend Launchpad program
              </Link>
            </li>
            <li>
              <Link to={paths.about} className={linkClass}>
                About Us
              </Link>
            </li>
            <li>
              <Link to={`${paths.home}#${homeSections.faq}`} className={linkClass}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={linkClass}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-small font-semibold tracking-wide text-white uppercase">
            Get in touch
          </h2>
          <ul className="mt-4 space-y-2 text-small">
            {contactEmails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex gap-3">
            {socialLinks.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Frontend Launchpad on ${name} (opens in a new tab)`}
                  className="inline-flex rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
                >
                  <SocialIcon network={name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-small">
          {`© ${new Date().getFullYear()} Frontend Launchpad. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
