import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAdmin, signUpLearner, updateUserRow } from '../../testing/accounts.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { invitedStaff } from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const card = {
  name: 'Meera Iyer',
  role: 'Senior frontend engineer',
  yearsOfExperience: 9,
  about: 'I build accessible design systems and review a lot of React.',
  linkedin: 'https://www.linkedin.com/in/meera-iyer',
  published: false,
};

describeEachDatabase("mentor cards: 'Meet your mentors'", (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'team@example.com',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const publicMentors = async () => (await new TestClient(t.app).get('/api/mentors')).json();
  const save = (client: TestClient, body: object) =>
    client.request({ method: 'PUT', url: '/api/teaching/card', payload: body });

  it('lists no one until a mentor publishes, then their card with their profile photo', async () => {
    expect(await publicMentors()).toEqual({ mentors: [] });
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Meera Iyer');
    expect((await mentor.client.get('/api/teaching/card')).json()).toEqual({ card: null });

    const draft = await save(mentor.client, card);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await publicMentors()).toEqual({ mentors: [] });

    await updateUserRow(t, { email: mentor.email }, { image: '/uploads/meera.webp' });
    expect((await save(mentor.client, { ...card, published: true })).json()).toMatchObject({
      published: true,
      photoUrl: '/uploads/meera.webp',
    });
    const { published: _, ...shown } = card;
    expect(await publicMentors()).toEqual({
      mentors: [{ ...shown, photoUrl: '/uploads/meera.webp' }],
    });

    // No longer a mentor: no longer shown, whatever the card says.
    await updateUserRow(t, { email: mentor.email }, { role: 'learner' });
    expect(await publicMentors()).toEqual({ mentors: [] });
  });

  it('validates every field and keeps the card to staff', async () => {
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Kabir Singh');
    const bad = [
      [{ name: 'K' }, 'name'],
      [{ role: '' }, 'role'],
      [{ yearsOfExperience: -1 }, 'yearsOfExperience'],
      [{ yearsOfExperience: 2.5 }, 'yearsOfExperience'],
      [{ about: 'short' }, 'about'],
      [{ linkedin: 'https://evil.example.com/in/kabir' }, 'linkedin'],
      [{ linkedin: 'javascript:alert(1)' }, 'linkedin'],
      [{ published: 'yes' }, 'published'],
    ] as const;
    for (const [overrides, field] of bad) {
      const res = await save(mentor.client, { ...card, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    const learner = await signUpLearner(t.app);
    expect((await save(learner.client, card)).statusCode).toBe(403);
    expect((await save(new TestClient(t.app), card)).statusCode).toBe(401);
  });
});
