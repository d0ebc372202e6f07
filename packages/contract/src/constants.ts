/**
 * Plain values with no zod attached, so the home page can import them without pulling the
 * schemas (and zod) into its bundle.
 */

/** The one program sold today; enrollment requests and enrolledCourse name it. */
export const PROGRAM_COURSE = 'Frontend Launchpad';

/**
 * The first class of the program's next batch, a day in India (ISO date): the one place the
 * pages, their descriptions and the structured data read it from. Once it has passed the site
 * says 'Next batch: dates coming soon' instead (issue #15); the spec's '18 June' was 2026's.
 */
export const PROGRAM_START_DATE = '2026-06-18';

/**
 * A field people never see (hidden from view and from assistive technology). Bots fill every
 * field they find; a request with this one filled is accepted and silently dropped.
 */
export const HONEYPOT_FIELD = 'website';

export const enrollmentStatuses = ['new', 'contacted', 'enrolled', 'closed'] as const;
export const contactStatuses = ['new', 'contacted', 'closed'] as const;
