import { expect, it } from 'vitest';
import { createBatch, dayFromToday } from '../../testing/batches.ts';
import {
  enrolledLearner,
  invitedStaff,
  teachingApp,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

/**
 * Certificates earned by evidence (issue #33): the team can issue one only to a learner who meets
 * the batch's completion rules, or with a written reason; the certificate signs its evidence
 * (attendance, projects passed and who reviewed them, verified challenges and points).
 */
describeEachDatabase('certificates by evidence', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  teachingApp(kind, (started) => ({ t, admin, smtp } = started));

  /** A finished batch with one project and one enrolled learner; answers their ids. */
  async function finishedBatchWithProject(learnerName: string) {
    const batch = await createBatch(admin, {
      startsOn: dayFromToday(-70),
      endsOn: dayFromToday(-1),
    });
    const project = await admin.post(`/api/teaching/batches/${batch.id}/projects`, {
      week: 8,
      title: 'Capstone: a storefront',
      brief: 'Build the storefront of the brief.',
      dueAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      rubric: [
        {
          name: 'Works',
          levels: [
            { label: 'No', points: 0 },
            { label: 'Yes', points: 5 },
          ],
        },
      ],
    });
    expect(project.statusCode, project.body).toBe(201);
    const learner = await enrolledLearner(t, admin, batch.id, learnerName);
    const { eligible } = (await admin.get('/api/admin/certificates')).json() as {
      eligible: Array<{
        enrollmentId: number;
        email: string;
        complete: boolean;
        missing: string[];
      }>;
    };
    const entry = eligible.find((each) => each.email === learner.email)!;
    return { batchId: batch.id, projectId: (project.json() as { id: number }).id, learner, entry };
  }

  const issue = (enrollmentId: number, overrideReason?: string) =>
    admin.post('/api/admin/certificates', { enrollmentId, overrideReason });

  it('refuses a learner who does not meet the rules, unless the team writes why', async () => {
    const { entry } = await finishedBatchWithProject('Ravi Unfinished');
    expect(entry).toMatchObject({ complete: false, missing: ['0 of 1 projects passed'] });
    const refused = await issue(entry.enrollmentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This learner does not meet the batch's completion rules (0 of 1 projects passed). To issue it anyway, write the reason.",
    );
    const tooShort = await issue(entry.enrollmentId, 'because');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fieldErrors.overrideReason).toEqual([
      'Write a reason of at least 10 characters',
    ]);

    const reason = 'Capstone reviewed live in the demo day, outside the product.';
    const issued = await issue(entry.enrollmentId, reason);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({
      overrideReason: reason,
      verification: 'verified',
      evidence: { projects: [], override: true },
    });
    // The public page says it was issued by override, not why.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${issued.json().id}`,
    });
    expect(page.json().evidence.override).toBe(true);
    expect(page.body).not.toContain('demo day');
  });

  it('signs the evidence of a learner who met the rules, and a changed record no longer verifies', async () => {
    const { projectId, learner, entry } = await finishedBatchWithProject('Asha Finished');
    const mentor = await invitedStaff(t, admin, smtp, 'team', 'Tara Reviewer');
    const handIn = await learner.client.post(`/api/projects/${projectId}/submissions`, {
      repositoryUrl: 'https://github.com/asha/storefront',
      liveUrl: 'https://asha.example.org/store',
    });
    expect(handIn.json().late).toBe(true);
    const url = `/api/teaching/submissions/${handIn.json().id}`;
    await mentor.client.post(`${url}/claim`, {});
    expect(
      (
        await mentor.client.post(`${url}/review`, {
          verdict: 'passed',
          feedback: 'Good.',
          levels: [1],
        })
      ).statusCode,
    ).toBe(200);

    const issued = await issue(entry.enrollmentId);
    expect(issued.statusCode, issued.body).toBe(201);
    const id = issued.json().id as string;
    const page = (await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json();
    expect(page).toMatchObject({
      verification: 'verified',
      evidence: {
        attendance: { classesHeld: 0, attended: 0, percent: null },
        projects: [{ title: 'Capstone: a storefront', reviewerName: 'Tara Reviewer' }],
        verifiedChallenges: 0,
        points: 0,
        override: false,
      },
    });
    expect(issued.json().overrideReason).toBeNull();

    // Someone edits the evidence in the database: the page says it does not verify.
    const row = await t.database.db
      .selectFrom('certificates')
      .select('evidence')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('certificates')
      .set({ evidence: row.evidence!.replace('"verifiedChallenges":0', '"verifiedChallenges":40') })
      .where('id', '=', id)
      .execute();
    const edited = (await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` })).json();
    expect(edited.verification).toBe('not_verified');
  });
});
