import { sitePaths } from '@launchpad/contract/site-paths';

/** Every route of the route table of product rules §2 (spelled once, in the contract). */
export const paths = sitePaths;

/** Ids of home page sections that the header, footer and other pages link or scroll to. */
export const homeSections = {
  featuredProgram: 'featured-program',
  faq: 'faq',
} as const;

/** The workspace route of one challenge; `{category}` is the challenge's topic (docs/product.md §2). */
export function challengePath(challenge: { topic: string; slug: string; id: number }): string {
  return `/frontend-challenges/${challenge.topic}/${challenge.slug}/${challenge.id}`;
}

/** A learner's public profile page (shown only if they turned it on). */
export function publicProfilePath(userName: string): string {
  return sitePaths.publicProfile.replace(':userName', encodeURIComponent(userName));
}
