import { formatRupees, program } from '../../lib/program.ts';

/** What the about page says (product rules §1, §2 About page). */
export const aboutContent = {
  /** Beside the introduction: the facts a visitor looks for first. */
  glance: [
    { term: 'Founded', detail: 'March 2025' },
    { term: 'Programs from', detail: formatRupees(program.priceRupees) },
    { term: 'Classes', detail: 'Live, 5 days a week, with recordings' },
    { term: 'Practice', detail: 'Free coding challenges in HTML, CSS, JavaScript and React' },
  ],
  title: 'About Us',
  intro:
    'Frontend Launchpad makes learning accessible, practical, affordable and relevant to the industry, for beginners, college students, working professionals and career changers.',
  story: [
    'We started Frontend Launchpad in March 2025 with a simple belief: anyone willing to put in the work should be able to learn the skills companies hire for, without spending a fortune.',
    'We are still at an early stage and growing with our learners. We are looking for student and mentor volunteers who want to help others learn and grow with us.',
  ],
  values: [
    {
      title: 'Practical Relevance',
      text: 'We teach what the industry uses today, through projects you could be asked to build at work.',
    },
    {
      title: 'Inclusivity',
      text: 'Programs for every background and budget: no degree or prior coding experience needed.',
    },
    {
      title: 'Continuous Learning',
      text: 'Technology keeps moving and so do we: our curriculum and our community keep growing.',
    },
  ],
  join: {
    title: 'Join Us On This Journey',
    text: 'Start learning with our programs, or write to us to volunteer as a student or mentor.',
  },
} as const;
