/** Every route of the route table of product rules §2, the one place paths are spelled. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  login: '/login',
  program: '/frontend-launchpad',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  challenges: '/frontend-challenges',
  challenge: '/frontend-challenges/:category/:slug/:id',
  /** The team inbox (not in the spec's table): leads for accounts listed in ADMIN_EMAILS. */
  admin: '/admin',
  /** Trusted accounts (not in the spec's table): the pages the account mails link to. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

/** Ids of home page sections that the header, footer and other pages link or scroll to. */
export const homeSections = {
  featuredProgram: 'featured-program',
  faq: 'faq',
} as const;

/** The workspace route of one challenge; `{category}` is the challenge's topic (docs/product.md §2). */
export function challengePath(challenge: { topic: string; slug: string; id: number }): string {
  return `/frontend-challenges/${challenge.topic}/${challenge.slug}/${challenge.id}`;
}
