import type { User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { CertificateList } from '../../components/profile/certificate-list.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { LinkedInIcon } from '../../components/ui/icons.tsx';
import { GitHubIcon, ResumeIcon } from '../../components/profile/profile-icons.tsx';
import {
  ExternalIconLink,
  profileCardClass as cardClass,
  profileIconLinkClass as iconLinkClass,
  ProfileFacts,
  profileTextLinkClass as textLinkClass,
} from '../../components/profile/profile-links.tsx';
import { SolvedQuestions } from '../../components/profile/solved-questions.tsx';
import { paths, publicProfilePath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { myCertificatesQuery } from './api/my-certificates.ts';

export const NO_EDUCATION = 'No education information provided';
export const NO_EXPERIENCE = 'No work experience provided';

/** Product rules §2: the resume downloads as '{name}.pdf', or 'Resume.pdf' when there is no name. */
export function resumeFileName(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed}.pdf` : 'Resume.pdf';
}

function ProfileCard({ user }: { user: User }) {
  const { github, linkedin, resume } = user.socialLinks;
  return (
    <section aria-label="About you" className={cardClass}>
      <div className="flex flex-col items-center text-center">
        <Avatar image={user.image} userName={user.userName} size="lg" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{user.name}</h1>
        <p className="text-slate-600">@{user.userName}</p>
      </div>
      <ProfileFacts website={user.website} location={user.location} />
      <div className="mt-4 text-sm">
        {user.bio ? (
          <p className="whitespace-pre-line text-slate-800" data-testid="profile-bio">
            {user.bio}
          </p>
        ) : (
          <p className="text-slate-600">
            Tell other learners about yourself.{' '}
            <Link to={paths.settings} className={textLinkClass}>
              Add a bio
            </Link>
          </p>
        )}
      </div>
      {(github || linkedin || resume) && (
        <div className="mt-5 flex justify-center gap-3">
          {github && (
            <ExternalIconLink href={github} label="GitHub profile">
              <GitHubIcon />
            </ExternalIconLink>
          )}
          {linkedin && (
            <ExternalIconLink href={linkedin} label="LinkedIn profile">
              <LinkedInIcon />
            </ExternalIconLink>
          )}
          {resume && (
            <a
              href={resume}
              download={resumeFileName(user.name)}
              className={iconLinkClass}
              aria-label="Download resume"
            >
              <ResumeIcon />
            </a>
          )}
        </div>
      )}
      <Link to={paths.settings} className={`${buttonStyles.primary} mt-6 w-full`}>
        Edit Profile
      </Link>
      <ShareProfile user={user} />
    </section>
  );
}

/** The public profile's address once it is on, else where to turn it on. */
function ShareProfile({ user }: { user: User }) {
  if (user.publicProfile) {
    return (
      <Link
        to={publicProfilePath(user.userName)}
        className={`${buttonStyles.secondary} mt-3 w-full`}
      >
        Share profile
      </Link>
    );
  }
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="public-profile-hint">
      Your profile is private. To share it, turn on &lsquo;Show my profile publicly&rsquo; in{' '}
      <Link to={paths.settings} className={textLinkClass}>
        Settings
      </Link>
      .
    </p>
  );
}

interface ListCardProps {
  id: string;
  title: string;
  empty: string;
  editLabel: string;
  children: ReactNode[];
}

/** A profile list with its empty state and a link to edit it in the settings. */
function ListCard({ id, title, empty, editLabel, children }: ListCardProps) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={paths.settings} className={`${textLinkClass} text-sm`}>
          {children.length > 0 ? `Edit ${editLabel}` : `Add ${editLabel}`}
        </Link>
      </div>
      {children.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200">{children}</ul>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}

function years(start: number | null, end: number | null): string | null {
  if (start !== null && end !== null) return `${start} – ${end}`;
  if (start !== null) return `From ${start}`;
  if (end !== null) return `Until ${end}`;
  return null;
}

export const NO_CERTIFICATES =
  'No certificates yet. The team issues your certificate of completion after your batch ends.';

/** The learner's certificates; nothing while they load or if they cannot be read. */
function MyCertificates() {
  const certificates = useQuery(myCertificatesQuery);
  if (!certificates.data) return null;
  return <CertificateList certificates={certificates.data.certificates} empty={NO_CERTIFICATES} />;
}

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[20rem_1fr]">
      <div>
        <ProfileCard user={user} />
      </div>
      <div className="space-y-6">
        <SolvedQuestions results={user} />
        <MyCertificates />
        <ListCard id="academic-title" title="Academic" empty={NO_EDUCATION} editLabel="education">
          {user.education.map((row, index) => {
            const period = years(row.startYear, row.endYear);
            return (
              <li key={index} className="py-3 first:pt-0 last:pb-0">
                <p className="font-semibold text-slate-900">{row.instituteName}</p>
                {row.fieldOfStudy && <p className="text-sm text-slate-700">{row.fieldOfStudy}</p>}
                {period && <p className="text-sm text-slate-600">{period}</p>}
              </li>
            );
          })}
        </ListCard>
        <ListCard
          id="experience-title"
          title="Work Experience"
          empty={NO_EXPERIENCE}
          editLabel="work experience"
        >
          {user.experience.map((row, index) => (
            <li key={index} className="py-3 first:pt-0 last:pb-0">
              <p className="font-semibold text-slate-900">{row.positionName}</p>
              <p className="text-sm text-slate-700">
                {[row.companyName, row.duration].filter(Boolean).join(' · ')}
              </p>
              {row.skills.length > 0 && (
                <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-2">
                  {row.skills.map((skill, skillIndex) => (
                    <li
                      key={skillIndex}
                      className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ListCard>
      </div>
    </div>
  );
}
