import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { DEMO_LEARNERS, DemoRefused, seedDemo } from './demo-seed.ts';

describeEachDatabase('npm run demo:seed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://demo.example.com' });
  });
  afterAll(() => t.close());

  it('fills an empty database with a running batch anyone can log in to, and refuses to run twice', async () => {
    const demo = await seedDemo(t.app, t.database);
    expect(demo.accounts.map((account) => account.role)).toEqual([
      'team',
      'mentor',
      ...Array.from({ length: DEMO_LEARNERS }, () => 'learner'),
    ]);
    expect(demo.classes).toBe(40);

    // Every account logs in with the printed password and is what the demo says it is.
    const clientOf = async (email: string) => {
      const client = new TestClient(t.app);
      const login = await client.post('/api/auth/login', {
        email,
        password: demo.accounts[0]!.password,
      });
      expect(login.statusCode, email).toBe(200);
      return client;
    };
    const team = await clientOf(demo.accounts[0]!.email);
    expect((await team.get('/api/auth/user')).json().user.isAdmin).toBe(true);
    const mentor = await clientOf(demo.accounts[1]!.email);
    expect((await mentor.get('/api/auth/user')).json().user.isMentor).toBe(true);
    const learner = await clientOf(demo.accounts[2]!.email);
    const mine = (await learner.get('/api/classes/mine')).json();
    expect(mine.classes).toHaveLength(40);
    expect(mine.nextClassId).not.toBeNull();
    expect(
      mine.classes.some((each: { attendance: string | null }) => each.attendance !== null),
    ).toBe(true);
    expect(mine.classes.some((each: { recordingUrl: string | null }) => each.recordingUrl)).toBe(
      true,
    );
    expect(mine.announcements).toHaveLength(1);

    // The printed feed: 40 events with unique UIDs, read by an independent parser.
    expect(demo.feedUrl.startsWith('https://demo.example.com/calendar/')).toBe(true);
    const feed = await new TestClient(t.app).get(new URL(demo.feedUrl).pathname);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(40);
    expect(new Set(events.map((event) => event.getFirstPropertyValue('uid'))).size).toBe(40);

    const roster = (await mentor.get(`/api/teaching/classes/${mine.classes[0].id}/roster`)).json();
    expect(roster.learners).toHaveLength(DEMO_LEARNERS);

    await expect(seedDemo(t.app, t.database)).rejects.toThrow(DemoRefused);
  });
});
