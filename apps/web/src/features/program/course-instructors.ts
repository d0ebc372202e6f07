import type { PublicMentorsResponse } from '@launchpad/contract';
import { courseId, type JsonLd } from '../../lib/json-ld.ts';

export type PublicMentor = PublicMentorsResponse['mentors'][number];

/** An address as an absolute URL (photos are /uploads/ paths), or undefined if it is not one. */
function absoluteUrl(address: string, origin: string): string | undefined {
  try {
    return new URL(address, origin).href;
  } catch {
    return undefined;
  }
}

function person(origin: string, mentor: PublicMentor): JsonLd {
  const image = mentor.photoUrl ? absoluteUrl(mentor.photoUrl, origin) : undefined;
  return {
    '@type': 'Person',
    name: mentor.name,
    jobTitle: mentor.role,
    // Left out rather than empty: a property with no value says nothing true.
    ...(image ? { image } : {}),
    ...(mentor.linkedin ? { sameAs: [mentor.linkedin] } : {}),
    description: mentor.about,
  };
}

/**
 * Issue #32: the published mentors as the program's instructors. Only the Course's @id and its
 * instructors: search engines merge it with the Course the page was prerendered with (same @id),
 * which cannot name them, as cards are published after the build. Null without mentors, so no
 * script is written: the instructors are real people who published a card, never invented.
 */
export function courseInstructors(origin: string, mentors: readonly PublicMentor[]): JsonLd | null {
  if (mentors.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': courseId(origin),
    instructor: mentors.map((mentor) => person(origin, mentor)),
  };
}
