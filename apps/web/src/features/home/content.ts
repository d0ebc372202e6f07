import { formatRupees, program } from '../../lib/program.ts';

/** Everything the home page says (product rules §2 Home), in page order. */
export const hero = {
  title: 'Transform your career with practical frontend skills',
  text: 'Short, job-oriented programs with live classes and 1:1 mentorship, plus free coding challenges you solve right in your browser.',
};

/**
 * The free challenge 'Try a challenge now' opens: the first, easy one of the path (HTML). A
 * visitor logs in first and lands on it after (the login guard remembers where they were going).
 */
export const tryChallenge = { topic: 'html', slug: 'page-outline', id: 101 } as const;

export const featuredProgram = {
  summary:
    'Go from your first web page to React apps with live classes, real projects and a mentor at your side.',
  /** After the next batch's line (featured-program-section.tsx), which comes from the server. */
  facts: [program.duration, 'Online: live classes 5 days a week, with recordings'],
};

/** Product rules §2: the eight Why Choose cards, in the spec's order. */
export const reasons = [
  {
    title: 'Simple explanations',
    text: 'Every concept is explained in plain language, starting from the basics.',
  },
  {
    title: 'Project-driven learning',
    text: 'You learn by building real projects, not by memorising slides.',
  },
  {
    title: 'Portfolio-ready skills',
    text: 'Finish with work you can show to recruiters and link from your resume.',
  },
  {
    title: 'Collaborative learning',
    text: 'Learn alongside peers, review each other’s code and solve problems together.',
  },
  {
    title: 'Career preparation',
    text: 'Resume reviews, interview preparation and job or internship support.',
  },
  {
    title: '1:1 mentorship',
    text: 'A mentor who knows your goals answers your questions and reviews your progress.',
  },
  {
    title: 'Interactive sessions',
    text: 'Live classes where you ask questions and code along, with recordings afterwards.',
  },
  {
    title: 'Flexible pricing',
    text: 'Affordable programs, with discounts through referral codes.',
  },
] as const;

/** Product rules §1, §9: six questions; prices range from 500 to 5k rupees; referral codes may discount. */
export const faqs = [
  {
    id: 'audience',
    question: 'Who are these programs for?',
    answer:
      'Beginners, college students, working professionals and career changers. No prior coding experience is needed for the Frontend Launchpad Program.',
  },
  {
    id: 'price',
    question: 'How much do the programs cost?',
    answer: `Our programs cost between ₹500 and ₹5k. The ${program.title} costs ${formatRupees(program.priceRupees)}.`,
  },
  {
    id: 'referral',
    question: 'Can I get a discount?',
    answer:
      'Yes. If a friend shares their referral code with you, enter it when you enroll: it may give you a discount.',
  },
  {
    id: 'format',
    question: 'How are the classes held?',
    answer:
      'Completely online. Live classes run 5 days a week over a video call, and every class is recorded so you can catch up or revise.',
  },
  {
    id: 'support',
    question: 'What do I get besides the classes?',
    answer:
      '1:1 mentorship, projects for your portfolio, interview preparation, a completion certificate and placement support.',
  },
  {
    id: 'enrollment',
    question: 'What happens after I request enrollment?',
    answer:
      'Our team contacts you with the curriculum, the schedule and the payment process. Nothing is charged when you send the request.',
  },
] as const;
