import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTeamOnly, signUpAdmin, signUpLearner } from '../../testing/accounts.ts';
import { createBatch } from '../../testing/batches.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { enrolledLearner, invitedStaff, weekdayEvenings } from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

/** The events of an iCalendar text, read by an independent parser (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: String(event.getFirstPropertyValue('status')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  }));
}

describeEachDatabase('classes: schedule, calendar feed', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'team@example.com',
      PUBLIC_URL: 'https://launchpad.example.com',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A batch of eight weeks of weekdays, Monday 2027-01-04 to Friday 2027-02-26. */
  const eightWeekBatch = () =>
    createBatch(admin, { startsOn: '2027-01-04', endsOn: '2027-02-26', seats: 40 });
  const setSchedule = (batchId: number, schedule: object) =>
    admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${batchId}/schedule`,
      payload: schedule,
    });

  it("answers 401 to visitors and 403 to learners on the team's class endpoints, and on staff ones", async () => {
    await expectTeamOnly(t.app, t.database, [
      (c) =>
        c.request({
          method: 'PUT',
          url: '/api/admin/batches/1/schedule',
          payload: weekdayEvenings,
        }),
      (c) => c.post('/api/admin/batches/1/classes', {}),
      (c) => c.request({ method: 'PATCH', url: '/api/admin/classes/1', payload: {} }),
    ]);
    const learner = await signUpLearner(t.app);
    for (const url of [
      '/api/teaching/batches',
      '/api/teaching/batches/1/classes',
      '/api/teaching/classes/1/roster',
    ]) {
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
      expect((await learner.client.get(url)).statusCode).toBe(403);
    }
  });

  it('makes 40 titled classes from an eight-week weekday rule, validating the rule', async () => {
    const batch = await eightWeekBatch();
    const res = await setSchedule(batch.id, weekdayEvenings);
    expect(res.statusCode, res.body).toBe(200);
    const { schedule, classes } = res.json();
    expect(schedule).toMatchObject({
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
      timeZone: 'Asia/Kolkata',
    });
    expect(classes).toHaveLength(40);
    expect(classes[0]).toMatchObject({
      title: 'Week 1: HTML, CSS & responsive design',
      startsAt: '2027-01-04T13:30:00.000Z',
      endsAt: '2027-01-04T15:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      meetingLink: weekdayEvenings.meetingLink,
      cancelled: false,
      sequence: 0,
    });
    expect(classes[39].title).toBe('Week 8: Next.js & server-side rendering');

    const bad = [
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: ['MO', 'MO'] }, 'weekdays'],
      [{ weekdays: ['XX'] }, 'weekdays.0'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ endTime: '18:00' }, 'endTime'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ holidays: ['2027-02-30'] }, 'holidays.0'],
      [{ meetingLink: 'http://meet.example.org/x' }, 'meetingLink'],
      [{ mentorId: 999_999 }, 'mentorId'],
    ] as const;
    for (const [overrides, field] of bad) {
      const refused = await setSchedule(batch.id, { ...weekdayEvenings, ...overrides });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(refused.json().fieldErrors), JSON.stringify(overrides)).toContain(field);
    }
    expect((await setSchedule(999_999, weekdayEvenings)).statusCode).toBe(404);
  });

  it('keeps each class in the feed under its UID: a move raises SEQUENCE, a cancellation is CANCELLED', async () => {
    const batch = await eightWeekBatch();
    const { classes } = (await setSchedule(batch.id, weekdayEvenings)).json();
    const learner = await enrolledLearner(t, admin, batch.id, 'Feed Learner');
    const { url } = (await learner.client.post('/api/calendar-feed', {})).json();
    expect(url).toMatch(/^https:\/\/launchpad\.example\.com\/calendar\/[\w-]{43}\.ics$/);
    const feedPath = new URL(url).pathname;
    const read = async () => {
      const res = await new TestClient(t.app).get(feedPath);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      return eventsOf(res.body);
    };
    const before = await read();
    expect(before).toHaveLength(40);
    expect(new Set(before.map((event) => event.uid)).size).toBe(40);

    const moved = classes[2];
    const move = await admin.request({
      method: 'PATCH',
      url: `/api/admin/classes/${moved.id}`,
      payload: { startsAt: '2027-01-06T14:30:00Z', endsAt: '2027-01-06T16:30:00Z' },
    });
    expect(move.json()).toMatchObject({ sequence: 1, startsAt: '2027-01-06T14:30:00.000Z' });
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/classes/${classes[3].id}`,
      payload: { cancelled: true },
    });
    const after = await read();
    expect(after).toHaveLength(40);
    const movedEvent = after.find((event) => event.uid === before[2]!.uid)!;
    expect(movedEvent).toMatchObject({
      sequence: 1,
      start: '2027-01-06T14:30:00.000Z',
      status: 'CONFIRMED',
    });
    expect(after.find((event) => event.uid === before[3]!.uid)).toMatchObject({
      sequence: 1,
      status: 'CANCELLED',
    });

    // A new address replaces the old one.
    const reset = (await learner.client.post('/api/calendar-feed', {})).json();
    expect(reset.url).not.toBe(url);
    expect((await new TestClient(t.app).get(feedPath)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/calendar/not-a-token.ics')).statusCode).toBe(404);
  });

  it('re-times future classes when the rule changes: dropped days are cancelled, holidays skipped', async () => {
    const batch = await eightWeekBatch();
    const first = (await setSchedule(batch.id, weekdayEvenings)).json().classes;
    const second = await setSchedule(batch.id, {
      ...weekdayEvenings,
      weekdays: ['MO', 'WE', 'FR'],
      startTime: '18:00',
      endTime: '20:00',
      holidays: ['2027-01-06'],
    });
    const { classes } = second.json();
    expect(classes).toHaveLength(40);
    const held = classes.filter((each: { cancelled: boolean }) => !each.cancelled);
    expect(held).toHaveLength(23);
    const monday = classes.find((each: { id: number }) => each.id === first[0].id);
    expect(monday).toMatchObject({ startsAt: '2027-01-04T12:30:00.000Z', sequence: 1 });
    const tuesday = classes.find((each: { id: number }) => each.id === first[1].id);
    expect(tuesday).toMatchObject({ cancelled: true, sequence: 1 });
    const holiday = classes.find((each: { id: number }) => each.id === first[2].id);
    expect(holiday).toMatchObject({ cancelled: true });
  });

  describe('a mentor', () => {
    it('sees only the batches they teach: 404 for every other batch and class', async () => {
      const mine = await eightWeekBatch();
      const other = await eightWeekBatch();
      const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Scoped Mentor');
      await admin.request({
        method: 'PUT',
        url: `/api/admin/staff/${mentor.id}/batches`,
        payload: { batchIds: [mine.id] },
      });
      const mineClass = (
        await setSchedule(mine.id, { ...weekdayEvenings, mentorId: mentor.id })
      ).json().classes[0];
      expect(mineClass).toMatchObject({ mentorId: mentor.id, mentorName: 'Scoped Mentor' });
      // A change that leaves the mentor out keeps them.
      const cancelled = await admin.request({
        method: 'PATCH',
        url: `/api/admin/classes/${mineClass.id}`,
        payload: { cancelled: true },
      });
      expect(cancelled.json()).toMatchObject({ cancelled: true, mentorId: mentor.id });
      const otherClass = (await setSchedule(other.id, weekdayEvenings)).json().classes[0];
      const get = (url: string) => mentor.client.get(url);
      expect(
        (await get('/api/teaching/batches')).json().batches.map((b: { id: number }) => b.id),
      ).toEqual([mine.id]);
      expect((await get(`/api/teaching/batches/${mine.id}/classes`)).statusCode).toBe(200);
      expect((await get(`/api/teaching/classes/${mineClass.id}/roster`)).statusCode).toBe(200);
      expect((await get(`/api/classes/${mineClass.id}/calendar.ics`)).statusCode).toBe(200);
      for (const url of [
        `/api/teaching/batches/${other.id}/classes`,
        `/api/teaching/classes/${otherClass.id}/roster`,
        `/api/classes/${otherClass.id}/calendar.ics`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
      const saved = await mentor.client.request({
        method: 'PUT',
        url: `/api/teaching/classes/${otherClass.id}/roster`,
        payload: { marks: [] },
      });
      expect(saved.statusCode).toBe(404);
      const recording = await mentor.client.request({
        method: 'PUT',
        url: `/api/teaching/classes/${otherClass.id}/recording`,
        payload: { url: 'https://videos.example.org/not-mine' },
      });
      expect(recording.statusCode).toBe(404);
      const announced = await mentor.client.post(
        `/api/teaching/batches/${other.id}/announcements`,
        { body: 'Not my batch' },
      );
      expect(announced.statusCode).toBe(404);
      // The team's own endpoints stay the team's.
      expect(
        (
          await mentor.client.request({
            method: 'PATCH',
            url: `/api/admin/classes/${mineClass.id}`,
            payload: { title: 'Mine now' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await mentor.client.post('/api/calendar-feed', {})).statusCode).toBe(200);
    });
  });
});
