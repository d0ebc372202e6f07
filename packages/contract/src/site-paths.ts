/**
 * Every page of the site, the one place paths are spelled (product rules §2). The web app routes
 * by them; the server uses them to tell a page from an unknown path (answered 404) and to list
 * the public pages in `/sitemap.xml` and `/robots.txt`. No zod here: the home page's bundle
 * imports it.
 */
export const sitePaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  /**
   * The enrollment form as a page (issue #27): where 'Enroll Now' links, so that it works before
   * and without the page's scripts; with them, the link opens the spec's dialog instead.
   */
  enroll: '/enroll',
  login: '/login',
  program: '/frontend-launchpad',
  dashboard: '/dashboard',
  profile: '/profile',
  settings: '/settings',
  challenges: '/frontend-challenges',
  challenge: '/frontend-challenges/:category/:slug/:id',
  /** The team inbox (not in the spec's table): leads for accounts listed in ADMIN_EMAILS. */
  admin: '/admin',
  /** The team's batches (issue #16): dates, seats, price, class link. */
  adminBatches: '/admin/batches',
  /** Payments the team confirms or rejects (issue #16). */
  adminPayments: '/admin/payments',
  /** One person of the team inbox (issue #16): their leads, notes and timeline. */
  adminPerson: '/admin/people/:id',
  /** Trusted accounts (not in the spec's table): the pages the account mails link to. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** A learner's public profile (issue #14), shown only if they turned it on in Settings. */
  publicProfile: '/u/:userName',
  /** A completion certificate anyone may verify (issue #16); an unknown id shows 'not found'. */
  certificate: '/certificates/:id',
  /** The team's certificates: issue for finished batches, revoke. */
  adminCertificates: '/admin/certificates',
  /** Issue #32: the team invites mentors and team members, and assigns mentors to batches. */
  adminStaff: '/admin/staff',
  /** Where an invite's mailed link lands (`?token=`): the invited account accepts it. */
  staffInvite: '/staff-invite',
  /** Staff (team and mentors): the batches they teach, each batch's classes, a class's roster. */
  teaching: '/teaching',
  teachingBatch: '/teaching/batches/:id',
  teachingClass: '/teaching/classes/:id',
  teachingReviews: '/teaching/reviews',
  teachingSubmission: '/teaching/submissions/:id',
  teachingSessions: '/teaching/sessions',
} as const;

/** The pages a search engine should find: listed in the sitemap, allowed by robots.txt. */
export const publicPagePaths: readonly string[] = [
  sitePaths.home,
  sitePaths.program,
  sitePaths.about,
  sitePaths.contact,
  sitePaths.login,
];

/**
 * Public pages a search engine may follow links to but that the sitemap does not list (there is
 * one per learner who opted in, and the enrollment form's own page): robots.txt leaves them
 * allowed.
 */
export const unlistedPublicPagePaths: readonly string[] = [
  sitePaths.publicProfile,
  sitePaths.enroll,
];

/**
 * Whether `pathname` is one of the site's pages (a `:name` segment matches any one segment).
 * Anything else is answered with the not-found page and status 404, not a 'soft 404'.
 */
export function isSitePath(pathname: string): boolean {
  const segments = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
    .split('/')
    .slice(1);
  return Object.values(sitePaths).some((path) => {
    const pattern = path.split('/').slice(1);
    return (
      pattern.length === segments.length &&
      pattern.every(
        (part, index) => part === segments[index] || (part.startsWith(':') && segments[index]),
      )
    );
  });
}
