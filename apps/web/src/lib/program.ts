import { PROGRAM_COURSE } from '@launchpad/contract';

/**
 * The facts of the one program sold today (product rules §1, §9), shown on the home page's card and on the
 * program page. Each page keeps the rest of its own content beside it.
 */
export const program = {
  /** The name enrollments and enrolledCourse use. */
  course: PROGRAM_COURSE,
  title: 'Frontend Launchpad Program',
  labels: ['New Launch', 'For Beginners'],
  startDate: '18 June',
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
