import { PROGRAM_COURSE, type NextBatch } from '@launchpad/contract';

/**
 * The facts of the one program sold today (product rules §1, §9), shown on the home page's card and on the
 * program page. Each page keeps the rest of its own content beside it.
 */
export const program = {
  /** The name enrollments and enrolledCourse use. */
  course: PROGRAM_COURSE,
  title: 'Frontend Launchpad Program',
  labels: ['New Launch', 'For Beginners'],
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

/** What the pages say while no batch is open (or before the browser has asked which is). */
export const NEXT_BATCH_LABEL = 'Next batch:';
const DATES_COMING_SOON = 'dates coming soon';
export const NEXT_BATCH_SOON = `${NEXT_BATCH_LABEL} ${DATES_COMING_SOON}`;

/** '2027-06-18' (a day in India) → '18 June 2027', as people read it, with its year. */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 7 → '7 seats left', 1 → '1 seat left'. */
export const seatsLeft = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'} left`;

/**
 * What follows 'Next batch:' — '18 June 2027 · 7 seats left' for the next open batch (from GET
 * /api/batches/next), or 'dates coming soon' while there is none or it is not known yet (the
 * prerendered page, issue #16).
 */
export function batchValue(batch: NextBatch | null | undefined): string {
  return batch ? `${formatDay(batch.startsOn)} · ${seatsLeft(batch.seatsLeft)}` : DATES_COMING_SOON;
}

/**
 * Product rules §2: six modules of five learning points, in teaching order (the program page
 * opens the first by default; the home page shows them as a timeline).
 */
export const modules = [
  {
    id: 'html-css',
    title: 'HTML, CSS & responsive design',
    points: [
      'Semantic HTML and accessible page structure',
      'Forms, tables and media',
      'The box model, Flexbox and CSS Grid',
      'Responsive layouts with media queries, mobile first',
      'Building and publishing a personal portfolio page',
    ],
  },
  {
    id: 'javascript',
    title: 'JavaScript fundamentals & ES6+',
    points: [
      'Variables, types, functions and scope',
      'Arrays, objects and their methods',
      'DOM manipulation and events',
      'Modern syntax: destructuring, spread, modules and arrow functions',
      'Asynchronous JavaScript: promises and async/await',
    ],
  },
  {
    id: 'react',
    title: 'React & state management',
    points: [
      'Components, JSX and props',
      'State and events with useState',
      'Side effects with useEffect',
      'Sharing state with context and reducers',
      'Routing between pages',
    ],
  },
  {
    id: 'apis',
    title: 'API integration & data fetching',
    points: [
      'How HTTP and REST APIs work',
      'Fetching data with fetch and Axios',
      'Loading, error and empty states',
      'Caching and refetching server data',
      'Sending forms and handling validation errors',
    ],
  },
  {
    id: 'typescript',
    title: 'TypeScript & modern tooling',
    points: [
      'Types, interfaces and generics',
      'Typing React components and hooks',
      'Git and GitHub workflows',
      'Vite, npm packages and linting',
      'Debugging with the browser developer tools',
    ],
  },
  {
    id: 'nextjs',
    title: 'Next.js & server-side rendering',
    points: [
      'Pages, layouts and file-based routing',
      'Server-side rendering and static generation',
      'Data fetching on the server',
      'Performance and SEO basics',
      'Deploying a full project to production',
    ],
  },
] as const;

/** 'What a week looks like' (product rules §1): the rhythm of a program week. */
export const week = [
  {
    title: '5 live classes',
    text: 'Monday to Friday over a video call: code along and ask questions.',
  },
  { title: 'Recordings', text: 'Every class is recorded, to catch up or revise at your pace.' },
  { title: 'Mentor 1:1', text: 'Time with your mentor on your code, your doubts and your goals.' },
  { title: 'A project step', text: 'Each week adds to a project you can show to recruiters.' },
] as const;
