import { topicLabel, type PublicProfile } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { CertificateList } from '../../components/profile/certificate-list.tsx';
import { LinkedInIcon } from '../../components/ui/icons.tsx';
import { GitHubIcon } from '../../components/profile/profile-icons.tsx';
import {
  ExternalIconLink,
  profileCardClass,
  ProfileFacts,
} from '../../components/profile/profile-links.tsx';
import { SolvedQuestions } from '../../components/profile/solved-questions.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { publicProfileQuery } from './api/public-profile.ts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';

const solvedDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/**
 * /u/{userName}: a learner's profile for anyone, if they turned it on in Settings. A missing or
 * private profile shows `notFound` (the app's not-found page, passed in by the route table).
 */
export function PublicProfilePage({ notFound }: { notFound: ReactNode }) {
  const { userName } = useRouteParams(paths.publicProfile, { userName: routeParam.text });
  const profile = useQuery(publicProfileQuery(userName));

  // 404: missing or private; 400 and 414: a name no user can have.
  if (profile.error instanceof ApiError && [400, 404, 414].includes(profile.error.status)) {
    return notFound;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {profile.isPending && <p className="text-slate-700">Loading the profile…</p>}
      {profile.isError && <LoadFailed what="The profile" query={profile} />}
      {profile.data && <ProfileView profile={profile.data} />}
    </div>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  useDocumentTitle(
    `${profile.name} (@${profile.userName})`,
    `${profile.name}'s frontend practice on Frontend Launchpad: solved challenges and points.`,
  );
  const { github, linkedin } = profile.socialLinks;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <div>
        <section aria-label={`About ${profile.name}`} className={profileCardClass}>
          <div className="flex flex-col items-center text-center">
            <Avatar image={profile.image} userName={profile.userName} size="lg" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{profile.name}</h1>
            <p className="text-slate-600">@{profile.userName}</p>
          </div>
          <ProfileFacts website={profile.website} location={profile.location} />
          {profile.bio && (
            <p
              className="mt-4 text-sm whitespace-pre-line text-slate-800"
              data-testid="profile-bio"
            >
              {profile.bio}
            </p>
          )}
          {(github || linkedin) && (
            <div className="mt-5 flex justify-center gap-3">
              {github && (
                <ExternalIconLink href={github} label={`${profile.name} on GitHub`}>
                  <GitHubIcon />
                </ExternalIconLink>
              )}
              {linkedin && (
                <ExternalIconLink href={linkedin} label={`${profile.name} on LinkedIn`}>
                  <LinkedInIcon />
                </ExternalIconLink>
              )}
            </div>
          )}
        </section>
      </div>
      <div className="space-y-6">
        <SolvedQuestions results={profile} />
        <CertificateList certificates={profile.certificates} />
        <section aria-labelledby="recent-solves-title" className={profileCardClass}>
          <h2 id="recent-solves-title" className="text-lg font-semibold text-slate-900">
            Recently solved
          </h2>
          {profile.recentSolves.length > 0 ? (
            <ol className="mt-4 divide-y divide-slate-200">
              {profile.recentSolves.map((solve) => (
                <li
                  key={`${solve.challengeName}-${solve.solvedAt}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-3 first:pt-0 last:pb-0"
                >
                  <span>
                    <span className="font-semibold text-slate-900">{solve.challengeName}</span>{' '}
                    <span className="text-sm text-slate-600">{topicLabel(solve.topic)}</span>
                  </span>
                  <time dateTime={solve.solvedAt} className="text-sm text-slate-600">
                    {solvedDate.format(new Date(solve.solvedAt))}
                  </time>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-sm text-slate-600">No challenges solved yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
