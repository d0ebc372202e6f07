/** What the program page says beyond the shared facts in lib/program.ts (product rules §2 Program page). */

export const intro =
  'A beginner-friendly, job-oriented program: 8 weeks of live sessions and assignments that take you from your first web page to React and Next.js apps, followed by job and internship support.';

export const skills = [
  'HTML5',
  'CSS3',
  'Responsive Design',
  'Flexbox & Grid',
  'JavaScript (ES6+)',
  'DOM',
  'React',
  'State Management',
  'REST APIs',
  'TypeScript',
  'Git & GitHub',
  'Next.js',
] as const;

/** How the program is run (product rules §1). */
export const conduct = [
  {
    title: 'Completely online',
    text: 'Join from anywhere: all you need is a laptop and an internet connection.',
  },
  {
    title: 'Live classes 5 days a week',
    text: 'Interactive sessions over a video call where you code along and ask questions.',
  },
  {
    title: 'Recordings of every class',
    text: 'Missed a class or want to revise? Every session is recorded.',
  },
  {
    title: '2 + 2 months',
    text: '2 months of training, then 2 months of job and internship support.',
  },
] as const;

export const audiences = [
  {
    title: 'Working professionals',
    text: 'Move into a frontend role or add web skills to the job you have.',
  },
  {
    title: 'College students',
    text: 'Build job-ready skills and a portfolio before you graduate.',
  },
  {
    title: 'Career switchers',
    text: 'Start from zero, with mentors who guide you all the way to your first role.',
  },
] as const;

/** Six outcome cards. */
export const outcomes = [
  {
    title: 'Build responsive websites',
    text: 'Pages that work and look right on phones, tablets and desktops.',
  },
  { title: 'Write modern JavaScript', text: 'Clean, confident ES6+ code for real interfaces.' },
  {
    title: 'Create React applications',
    text: 'Component-based apps with state, routing and data.',
  },
  { title: 'Work with real APIs', text: 'Fetch, show and send data the way production apps do.' },
  {
    title: 'A portfolio of projects',
    text: 'Projects you can show recruiters, and a completion certificate.',
  },
  {
    title: 'Interview ready',
    text: 'Interview preparation, 1:1 mentorship and placement support.',
  },
] as const;
