import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { cohortQuery } from '../../lib/api/cohort-api.ts';

/** The published mentor cards; the server lets them be cached for a minute too. */
export const publicMentorsQuery = queryOptions({
  ...cohortQuery('publicMentors'),
  staleTime: 60_000,
});

// Its own chunk, fetched only once there is a mentor to show: until then the section is absent.
const MentorCards = lazy(async () => ({
  default: (await import('./mentor-cards.tsx')).MentorCards,
}));

/**
 * Issue #32's 'Meet your mentors'. The page is prerendered without it (cards are published after
 * the build) and asks for the cards after hydration; while loading, on an error and with no card
 * published it renders nothing at all, so no empty heading is ever shown or read out.
 */
export function MeetYourMentors() {
  const mentors = useQuery(publicMentorsQuery).data?.mentors;
  if (!mentors || mentors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MentorCards mentors={mentors} />
    </Suspense>
  );
}
