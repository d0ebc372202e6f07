import type { ReviewQueueItem, SubmissionForReview } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { ReviewPage } from './review-page.tsx';
import { ReviewQueuePage } from './review-queue-page.tsx';

const QUEUE = 'GET /api/teaching/reviews';
const SUBMISSION = 'GET /api/teaching/submissions/31';
const CLAIM = 'POST /api/teaching/submissions/31/claim';
const REVIEW = 'POST /api/teaching/submissions/31/review';
const HOUR_FROM_NOW = new Date(Date.now() + 30 * 60_000).toISOString();

const rubric = [
  {
    name: 'Semantic HTML',
    levels: [
      { label: 'Missing', points: 0 },
      { label: 'Fully', points: 2 },
    ],
  },
  {
    name: 'Responsive layout',
    levels: [
      { label: 'Missing', points: 0 },
      { label: 'Partly', points: 1 },
      { label: 'Fully', points: 3 },
    ],
  },
];

const waiting: SubmissionForReview = {
  submission: {
    id: 31,
    projectId: 7,
    attempt: 2,
    repositoryUrl: 'https://example.com/asha/landing',
    liveUrl: 'https://asha.example.com/',
    note: 'Fixed the menu on phones.',
    submittedAt: '2027-07-05T10:00:00.000Z',
    late: true,
    status: 'awaiting_review',
    review: null,
    liveCheck: {
      checkedAt: '2027-07-05T10:01:00.000Z',
      url: 'https://asha.example.com/',
      outcome: 'checked',
      reason: null,
      httpStatus: 200,
      title: 'Asha builds',
      lang: 'en',
      hasViewportMeta: true,
      loadMs: 840,
      blockedRequests: 0,
      violations: [
        { id: 'image-alt', impact: 'critical', help: 'Images must have alternate text', nodes: 2 },
      ],
    },
  },
  project: {
    id: 7,
    batchId: 4,
    week: 2,
    title: 'Landing page',
    brief: 'Build a landing page.',
    dueAt: '2027-07-04T13:00:00.000Z',
    rubric,
    maxPoints: 5,
    liveCheck: true,
  },
  learner: { userId: 12, name: 'Asha Rao', email: 'asha@example.com' },
  earlier: [
    {
      id: 30,
      projectId: 7,
      attempt: 1,
      repositoryUrl: 'https://example.com/asha/landing',
      liveUrl: 'https://asha.example.com/',
      note: '',
      submittedAt: '2027-07-03T10:00:00.000Z',
      late: false,
      status: 'needs_work',
      liveCheck: null,
      review: {
        verdict: 'needs_work',
        feedback: 'The menu breaks on phones.',
        scores: [
          { criterion: 'Semantic HTML', level: 'Fully', points: 2 },
          { criterion: 'Responsive layout', level: 'Missing', points: 0 },
        ],
        points: 2,
        maxPoints: 5,
        reviewerName: 'Ravi Kumar',
        reviewedAt: '2027-07-03T12:00:00.000Z',
      },
    },
  ],
  claim: null,
};

const claimedByMe = {
  ...waiting,
  claim: { reviewerName: 'Test User', expiresAt: HOUR_FROM_NOW, mine: true },
};

function renderAt(entry: string) {
  renderRoutes(
    [
      { path: '/teaching/reviews', element: <ReviewQueuePage /> },
      { path: '/teaching/submissions/:id', element: <ReviewPage /> },
    ],
    { initialEntry: entry, session: testUser },
  );
  return userEvent.setup();
}

describe('the review queue', () => {
  it('lists each waiting hand-in with who holds it, and opens its review', async () => {
    const item: ReviewQueueItem = {
      submissionId: 31,
      projectId: 7,
      projectTitle: 'Landing page',
      week: 2,
      batchId: 4,
      learnerName: 'Asha Rao',
      attempt: 2,
      submittedAt: '2027-07-05T10:00:00.000Z',
      late: true,
      claim: { reviewerName: 'Ravi Kumar', expiresAt: HOUR_FROM_NOW, mine: false },
    };
    stubApi({
      [QUEUE]: () => jsonResponse({ submissions: [item] }),
      [SUBMISSION]: () => jsonResponse(waiting),
    });
    const user = renderAt('/teaching/reviews');
    const row = (await screen.findByRole('row', { name: /Asha Rao/ })) as HTMLElement;
    expect(within(row).getByText('Week 2: Landing page')).toBeInTheDocument();
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText(/^Ravi Kumar, until/)).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: "Review Asha Rao's Landing page" }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Landing page: Asha Rao' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    stubApi({ [QUEUE]: () => jsonResponse({ submissions: [] }) });
    renderAt('/teaching/reviews');
    expect(await screen.findByText('No hand-ins are waiting for a review.')).toBeInTheDocument();
  });
});

describe('reviewing a hand-in', () => {
  it('claims it, marks the rubric, and sends the verdict with the feedback', async () => {
    let claimed = false;
    const api = stubApi({
      [SUBMISSION]: () => jsonResponse(claimed ? claimedByMe : waiting),
      [CLAIM]: () => {
        claimed = true;
        return jsonResponse(claimedByMe);
      },
      [REVIEW]: () => jsonResponse({ ...waiting.submission, status: 'passed' }),
      [QUEUE]: () => jsonResponse({ submissions: [] }),
    });
    const user = renderAt('/teaching/submissions/31');
    // Everything the review needs is on the screen: links, note, brief and earlier review.
    expect(
      await screen.findByRole('link', { name: 'Live site (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://asha.example.com/');
    expect(screen.getByText('Fixed the menu on phones.')).toBeInTheDocument();
    expect(screen.getByText('Build a landing page.')).toBeInTheDocument();
    const liveCheck = screen.getByRole('region', { name: 'Live site check' });
    expect(within(liveCheck).getByText(/Images must have alternate text/)).toBeInTheDocument();
    expect(within(liveCheck).getByText('840 ms')).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: "Asha Rao's earlier hand-ins" });
    expect(within(earlier).getByText('The menu breaks on phones.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim for review' }));
    const form = within(await screen.findByRole('form', { name: 'Your review' }));
    await user.click(
      within(form.getByRole('radiogroup', { name: 'Semantic HTML' })).getByLabelText(
        'Fully (2 points)',
      ),
    );
    await user.click(
      within(form.getByRole('radiogroup', { name: 'Responsive layout' })).getByLabelText(
        'Partly (1 point)',
      ),
    );
    expect(form.getByText('3 of 5 points')).toBeInTheDocument();
    await user.click(form.getByLabelText('Passed'));
    await user.type(form.getByLabelText('Feedback'), 'Works on phones now.');
    await user.click(form.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByText('Review sent')).toBeInTheDocument();
    expect(api.bodiesOf(REVIEW)).toEqual([
      { verdict: 'passed', feedback: 'Works on phones now.', levels: [1, 1] },
    ]);
    // The claim renewed right before the review: one for 'Claim for review', one on send.
    expect(api.bodiesOf(CLAIM)).toHaveLength(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hand-ins to review' }),
    ).toBeInTheDocument();
  });

  it('asks for a level per criterion and a verdict, and sends nothing without them', async () => {
    const api = stubApi({ [SUBMISSION]: () => jsonResponse(claimedByMe) });
    const user = renderAt('/teaching/submissions/31');
    const form = within(await screen.findByRole('form', { name: 'Your review' }));
    await user.click(form.getByRole('button', { name: 'Send review' }));
    const semantic = form.getByRole('radiogroup', { name: 'Semantic HTML' });
    expect(semantic).toHaveAccessibleDescription('Pick a level for every criterion');
    expect(semantic).toHaveFocus();
    expect(form.getByRole('radiogroup', { name: 'Verdict' })).toHaveAccessibleDescription(
      "Choose 'passed' or 'needs work'",
    );
    expect(form.getByText('Write at least 3 characters of feedback')).toBeInTheDocument();
    expect(api.bodiesOf(REVIEW)).toEqual([]);
  });

  it("shows another mentor's claim instead of the form", async () => {
    stubApi({
      [SUBMISSION]: () =>
        jsonResponse({
          ...waiting,
          claim: { reviewerName: 'Ravi Kumar', expiresAt: HOUR_FROM_NOW, mine: false },
        }),
    });
    renderAt('/teaching/submissions/31');
    expect(
      await screen.findByText(/^Ravi Kumar is reviewing this hand-in until/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim for review' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your review' })).toBeNull();
  });

  it('keeps what was typed when another mentor took the hand-in meanwhile', async () => {
    stubApi({
      [SUBMISSION]: () => jsonResponse(claimedByMe),
      [CLAIM]: () => jsonResponse({ message: 'Another mentor is reviewing this submission.' }, 409),
    });
    const user = renderAt('/teaching/submissions/31');
    const form = within(await screen.findByRole('form', { name: 'Your review' }));
    await user.click(form.getByLabelText('Fully (2 points)'));
    await user.click(form.getByLabelText('Fully (3 points)'));
    await user.click(form.getByLabelText('Needs work'));
    await user.type(form.getByLabelText('Feedback'), 'Almost there.');
    await user.click(form.getByRole('button', { name: 'Send review' }));
    expect(
      await form.findByText('Another mentor is reviewing this submission.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Feedback')).toHaveValue('Almost there.');
  });
});
