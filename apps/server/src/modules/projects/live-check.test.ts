import type { SubmissionForReview } from '@launchpad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatch, dayFromToday } from '../../testing/batches.ts';
import { enrolledLearner, invitedStaff, type TeachingSmtp } from '../../testing/teaching.ts';
import { databaseKinds, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { signUpAdmin } from '../../testing/accounts.ts';
import { startSmtpServer } from '../../testing/smtp.ts';

/**
 * The live-site check wired into hand-ins (issue #33), with the real Chromium: a project that asks
 * for it gets a report on each hand-in, which the mentor reads with the review. The addresses
 * themselves are judged in packages/grader (live-check.test.ts, public-address.test.ts); here a
 * hand-in pointing at the cloud metadata address shows the refusal reaches the mentor, and that
 * the server fetched nothing.
 */
describe('live-site checks of hand-ins', () => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // One database is enough: what is stored is a JSON column; the checking is the point.
    t = await databaseKinds[0]!.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'team@example.com',
      LIVE_CHECK: 'on',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('attaches the report of a refused live link for the mentor', async () => {
    const batchId = (
      await createBatch(admin, { startsOn: dayFromToday(-7), endsOn: dayFromToday(50) })
    ).id;
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Meera Mentor');
    const assigned = await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentor.id}/batches`,
      payload: { batchIds: [batchId] },
    });
    expect(assigned.statusCode).toBe(200);
    const learner = await enrolledLearner(t, admin, batchId, 'Asha Rao');
    const project = await mentor.client.post(`/api/teaching/batches/${batchId}/projects`, {
      week: 1,
      title: 'Landing page',
      brief: 'Build the landing page of the brief.',
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      rubric: [
        {
          name: 'Works',
          levels: [
            { label: 'No', points: 0 },
            { label: 'Yes', points: 5 },
          ],
        },
      ],
      liveCheck: true,
    });
    expect(project.statusCode, project.body).toBe(201);
    expect(project.json()).toMatchObject({ liveCheck: true });
    const { id: projectId } = project.json() as { id: number };
    const handIn = await learner.client.post(`/api/projects/${projectId}/submissions`, {
      repositoryUrl: 'https://github.com/asha/landing',
      liveUrl: 'https://169.254.169.254/latest/meta-data/',
    });
    expect(handIn.statusCode, handIn.body).toBe(201);
    const { id: submissionId } = handIn.json() as { id: number };

    const reviewed = async () =>
      (
        (
          await mentor.client.get(`/api/teaching/submissions/${submissionId}`)
        ).json() as SubmissionForReview
      ).submission.liveCheck;
    await expect.poll(reviewed, { timeout: 20_000 }).not.toBeNull();
    expect(await reviewed()).toMatchObject({
      outcome: 'refused',
      reason: 'This address points to a private network.',
      url: 'https://169.254.169.254/latest/meta-data/',
    });
  });
});
