import type { MyProject, ProjectSubmission, User } from '@launchpad/contract';
import { testUser } from '../../../testing/render.tsx';

/** The tests' learner: enrolled, with a verified address, so the dashboard asks for projects. */
export const enrolledLearner: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };

export const MINE = 'GET /api/projects/mine';
export const HAND_IN = 'POST /api/projects/7/submissions';

export const portfolio: MyProject = {
  id: 7,
  batchId: 1,
  week: 2,
  title: 'Portfolio page',
  brief: 'Build a **responsive** portfolio page.',
  // 11:59 pm on 10 January in India.
  dueAt: '2027-01-10T18:29:00.000Z',
  rubric: [
    {
      name: 'Layout',
      levels: [
        { label: 'Missing', points: 0 },
        { label: 'Responsive', points: 6 },
      ],
    },
    {
      name: 'Accessibility',
      levels: [
        { label: 'Gaps', points: 1 },
        { label: 'Solid', points: 4 },
      ],
    },
  ],
  maxPoints: 10,
  liveCheck: false,
  status: 'not_submitted',
  submissions: [],
};

export const firstAttempt: ProjectSubmission = {
  id: 41,
  projectId: 7,
  attempt: 1,
  repositoryUrl: 'https://github.com/asha/portfolio',
  liveUrl: 'https://asha.github.io/portfolio',
  note: '',
  submittedAt: '2027-01-11T05:00:00.000Z',
  late: true,
  status: 'awaiting_review',
  review: null,
  liveCheck: null,
};

export const reviewedFirstAttempt: ProjectSubmission = {
  ...firstAttempt,
  status: 'needs_work',
  review: {
    verdict: 'needs_work',
    feedback: 'Fix the **contrast** of the links.',
    scores: [
      { criterion: 'Layout', level: 'Responsive', points: 6 },
      { criterion: 'Accessibility', level: 'Gaps', points: 1 },
    ],
    points: 7,
    maxPoints: 10,
    reviewerName: 'Meera Iyer',
    reviewedAt: '2027-01-12T10:00:00.000Z',
  },
};
