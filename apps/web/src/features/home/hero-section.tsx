import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { HomeSectionLink } from '../../components/home-section-link.tsx';
import { challengePath, homeSections } from '../../lib/paths.ts';
import { hero, tryChallenge } from './content.ts';

/** The page's first screen: the headline, the two ways in, and the workspace it leads to. */
export function HeroSection() {
  return (
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
  );
}
