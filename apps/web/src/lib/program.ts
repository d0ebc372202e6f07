import { PROGRAM_COURSE, PROGRAM_START_DATE } from '@launchpad/contract';

/**
 * The facts of the one program sold today (product rules §1, §9), shown on the home page's card and on the
 * program page. Each page keeps the rest of its own content beside it.
 */
export const program = {
  /** The name enrollments and enrolledCourse use. */
  course: PROGRAM_COURSE,
  title: 'Frontend Launchpad Program',
  labels: ['New Launch', 'For Beginners'],
  /** ISO date of the next batch's first class (see upcomingStart). */
  startDate: PROGRAM_START_DATE,
  weeks: 8,
  priceRupees: 1200,
  duration: '2 months of training + 2 months of job/internship support',
  delivery: 'Online, with live classes 5 days a week and recordings of every class',
  included: [
    '1:1 mentorship',
    'Projects',
    'Interview preparation',
    'Completion certificate',
    'Placement support',
  ],
} as const;

/** 1200 → '₹1,200', grouped the Indian way (₹1,00,000 for a lakh). */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** What the pages say when the last announced start date has passed. */
export const NEXT_BATCH_SOON = 'Next batch: dates coming soon';

/**
 * The next batch's start as people read it, with its year ('18 June 2027'), or null once it has
 * passed (India's calendar day decides). `today` is for tests.
 */
export function upcomingStart(today: Date = new Date()): string | null {
  const start = new Date(`${program.startDate}T00:00:00+05:30`);
  if (start.getTime() <= today.getTime()) return null;
  return start.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** 'Starts 18 June 2027', or 'Next batch: dates coming soon'. */
export function startLine(today?: Date): string {
  const start = upcomingStart(today);
  return start ? `Starts ${start}` : NEXT_BATCH_SOON;
}
