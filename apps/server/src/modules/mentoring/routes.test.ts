import { mentoringMessages, type Booking, type BookableMentorsResponse } from '@launchpad/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpLearner } from '../../testing/accounts.ts';
import type { invitedStaff } from '../../testing/teaching.ts';
import {
  enrolledLearner,
  teachingApp,
  twoMentoredBatches,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const HOUR_MS = 3_600_000;
const allDays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** Every day, all day: the soonest slots are a few hours from now, whenever the suite runs. */
const aroundTheClock = {
  weekly: allDays.map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  timeOff: [],
};

type Person = Awaited<ReturnType<typeof signUpLearner>>;

describeEachDatabase('1:1 sessions', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  let mentor: Awaited<ReturnType<typeof invitedStaff>>;
  let otherMentor: Awaited<ReturnType<typeof invitedStaff>>;
  let batchId: number;
  let learner: Person;

  teachingApp(kind, (started) => ({ t, admin, smtp } = started));
  beforeAll(async () => {
    ({ batchId, mentor, otherMentor } = await twoMentoredBatches(t, admin, smtp, { seats: 80 }));
    for (const who of [mentor, otherMentor]) {
      const set = await who.client.request({
        method: 'PUT',
        url: '/api/mentoring/availability',
        payload: aroundTheClock,
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    learner = await enrolledLearner(t, admin, batchId, 'Asha Rao');
  });

  /** Sends every queued mail: a pass sends at most 20, and the racers queued many. */
  async function sendAllMail() {
    while ((await t.app.outbox.drain()) > 0);
  }

  /** The mentor's open slots as a learner of the batch sees them. */
  async function slotsOf(client: TestClient, mentorId = mentor.id) {
    const res = await client.get('/api/mentoring/mentors');
    expect(res.statusCode, res.body).toBe(200);
    const { mentors } = res.json() as BookableMentorsResponse;
    return mentors.find((each) => each.mentorId === mentorId)?.slots ?? [];
  }

  /** The first open slot at least `hours` from now. */
  async function slotAfter(client: TestClient, hours: number) {
    const slots = await slotsOf(client);
    const slot = slots.find((each) => Date.parse(each.startsAt) >= Date.now() + hours * HOUR_MS);
    if (!slot) throw new Error(`no slot ${hours} h ahead`);
    return slot.startsAt;
  }

  const book = (client: TestClient, startsAt: string, kind2 = 'mentorship', mentorId = mentor.id) =>
    client.post('/api/mentoring/bookings', {
      mentorId,
      startsAt,
      kind: kind2,
      topic: 'My portfolio',
    });

  it('offers the mentors of the learner’s batches, with slots from the lead time on', async () => {
    const res = await learner.client.get('/api/mentoring/mentors');
    const { mentors } = res.json() as BookableMentorsResponse;
    expect(mentors.map((each) => each.name)).toEqual(['Meera Mentor']);
    const first = mentors[0]!.slots[0]!;
    expect(Date.parse(first.startsAt)).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR_MS - 60_000);
    expect(Date.parse(first.endsAt) - Date.parse(first.startsAt)).toBe(30 * 60_000);
    // On the hour or half past, in India (UTC+5:30): so on the hour or half past in UTC too.
    expect(new Date(first.startsAt).getUTCMinutes() % 30).toBe(0);
  });

  it('50 learners booking one slot at once give exactly one booking', async () => {
    const learners: Person[] = [];
    for (let i = 0; i < 50; i += 10) {
      learners.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            enrolledLearner(t, admin, batchId, `Racer ${String(i + j).padStart(2, '0')}`),
          ),
        )),
      );
    }
    const startsAt = await slotAfter(learner.client, 30);
    const answers = await Promise.all(learners.map((each) => book(each.client, startsAt)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await t.database.db
      .selectFrom('mentor_bookings')
      .select('id')
      .where('mentor_id', '=', mentor.id)
      .where('starts_at', '=', startsAt)
      .where('status', '=', 'booked')
      .execute();
    expect(rows).toHaveLength(1);
    // The slot is no longer offered.
    expect((await slotsOf(learner.client)).map((slot) => slot.startsAt)).not.toContain(startsAt);
  });

  it('books, mails both with an invite, and serves the .ics to the two people only', async () => {
    const startsAt = await slotAfter(learner.client, 40);
    const res = await book(learner.client, startsAt, 'mock_interview');
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as Booking;
    expect(booking).toMatchObject({
      kind: 'mock_interview',
      mentorName: 'Meera Mentor',
      learnerName: 'Asha Rao',
      startsAt,
      status: 'booked',
      changeable: true,
      scorecard: null,
    });
    await sendAllMail();
    for (const to of [learner.email, mentor.email]) {
      const mail = smtp.received.findLast(
        (each) => each.to.includes(to) && each.raw.includes('Booked: Mock interview'),
      );
      expect(mail, `invite to ${to}`).toBeDefined();
      expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    }
    const invite = await learner.client.get(`/api/mentoring/bookings/${booking.id}/invite.ics`);
    expect(invite.statusCode).toBe(200);
    expect(invite.headers['content-type']).toMatch(/^text\/calendar/);
    expect(invite.body).toContain('METHOD:REQUEST');
    expect(invite.body).toContain('SUMMARY:Mock interview: Asha Rao with Meera Mentor');
    expect(
      (await mentor.client.get(`/api/mentoring/bookings/${booking.id}/invite.ics`)).statusCode,
    ).toBe(200);
    expect(
      (await otherMentor.client.get(`/api/mentoring/bookings/${booking.id}/invite.ics`)).statusCode,
    ).toBe(404);

    const mine = (await learner.client.get('/api/mentoring/bookings')).json() as {
      bookings: Booking[];
    };
    expect(mine.bookings.map((each) => each.id)).toContain(booking.id);
    const sessions = (await mentor.client.get('/api/mentoring/sessions')).json() as {
      bookings: Booking[];
    };
    expect(sessions.bookings.map((each) => each.id)).toContain(booking.id);
  });

  it('moves a session keeping its calendar event, and refuses a slot taken or not offered', async () => {
    const learner2 = await enrolledLearner(t, admin, batchId, 'Ravi Kumar');
    const first = await slotAfter(learner2.client, 60);
    const booked = (await book(learner2.client, first)).json() as Booking;
    const before = (await learner2.client.get(`/api/mentoring/bookings/${booked.id}/invite.ics`))
      .body;
    const uid = /^UID:(.+)$/m.exec(before)![1]!.trim();

    const notOffered = await learner2.client.post(
      `/api/mentoring/bookings/${booked.id}/reschedule`,
      {
        startsAt: new Date(Date.parse(first) + 7 * 60_000).toISOString(),
      },
    );
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe(mentoringMessages.slotNotOpen);

    const taken = await slotAfter(learner2.client, 62);
    expect((await book(learner.client, taken)).statusCode).toBe(201);
    const onTaken = await learner2.client.post(`/api/mentoring/bookings/${booked.id}/reschedule`, {
      startsAt: taken,
    });
    expect(onTaken.statusCode).toBe(409);
    // Still where it was.
    const kept = (await learner2.client.get('/api/mentoring/bookings')).json() as {
      bookings: Booking[];
    };
    expect(kept.bookings.find((each) => each.id === booked.id)?.status).toBe('booked');

    const later = await slotAfter(learner2.client, 70);
    const moved = await learner2.client.post(`/api/mentoring/bookings/${booked.id}/reschedule`, {
      startsAt: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = moved.json() as Booking;
    expect(next.startsAt).toBe(later);
    const after = (await learner2.client.get(`/api/mentoring/bookings/${next.id}/invite.ics`)).body;
    expect(after).toContain(`UID:${uid}`);
    expect(after).toMatch(/^SEQUENCE:1\r?$/m);
    // The old slot is open again.
    expect((await slotsOf(learner2.client)).map((slot) => slot.startsAt)).toContain(first);
  });

  it('lets the learner cancel up to the notice, and the mentor until the start', async () => {
    const learner3 = await enrolledLearner(t, admin, batchId, 'Sara Late');
    const soon = await slotAfter(learner3.client, 3);
    const soonBooking = (await book(learner3.client, soon)).json() as Booking;
    expect(soonBooking.changeable).toBe(false);
    const tooLate = await learner3.client.post(`/api/mentoring/bookings/${soonBooking.id}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(mentoringMessages.tooLate);
    const byMentor = await mentor.client.post(`/api/mentoring/bookings/${soonBooking.id}/cancel`);
    expect(byMentor.statusCode, byMentor.body).toBe(200);
    expect(byMentor.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'mentor' });
    await sendAllMail();
    const cancelled = smtp.received.findLast(
      (each) => each.to.includes(learner3.email) && each.raw.includes('Cancelled: 1:1 mentorship'),
    );
    expect(cancelled?.raw).toMatch(/method=CANCEL/i);
    const again = await mentor.client.post(`/api/mentoring/bookings/${soonBooking.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mentoringMessages.alreadyCancelled);

    const far = await slotAfter(learner3.client, 80);
    const farBooking = (await book(learner3.client, far)).json() as Booking;
    const cancel = await learner3.client.post(`/api/mentoring/bookings/${farBooking.id}/cancel`);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'learner' });
  });

  it(`holds a learner to ${2} upcoming sessions and one session at a time`, async () => {
    const learner4 = await enrolledLearner(t, admin, batchId, 'Tara Busy');
    const a = await slotAfter(learner4.client, 90);
    expect((await book(learner4.client, a)).statusCode).toBe(201);
    const b = await slotAfter(learner4.client, 91);
    expect((await book(learner4.client, b)).statusCode).toBe(201);
    const c = await slotAfter(learner4.client, 92);
    const third = await book(learner4.client, c);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(mentoringMessages.tooMany);
  });

  it('takes a scorecard for a mock interview that has started, from its mentor only', async () => {
    const learner5 = await enrolledLearner(t, admin, batchId, 'Uma Interview');
    const startsAt = await slotAfter(learner5.client, 100);
    const booking = (await book(learner5.client, startsAt, 'mock_interview')).json() as Booking;
    const scorecard = {
      scores: { problem_solving: 4, javascript: 3, react: 4, communication: 5 },
      outcome: 'ready',
      summary: 'Clear thinking; revise closures.',
    };
    const url = `/api/mentoring/sessions/${booking.id}/scorecard`;
    const early = await mentor.client.request({ method: 'PUT', url, payload: scorecard });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(mentoringMessages.notYet);
    // The interview has started (time moves on).
    await t.database.db
      .updateTable('mentor_bookings')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', booking.id)
      .execute();
    const notTheirs = await otherMentor.client.request({ method: 'PUT', url, payload: scorecard });
    expect(notTheirs.statusCode).toBe(404);
    const bad = await mentor.client.request({
      method: 'PUT',
      url,
      payload: { ...scorecard, scores: { ...scorecard.scores, react: 9 } },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await mentor.client.request({ method: 'PUT', url, payload: scorecard });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await learner5.client.get('/api/mentoring/bookings')).json() as {
      bookings: Booking[];
    };
    expect(mine.bookings.find((each) => each.id === booking.id)?.scorecard).toEqual(scorecard);
  });

  describe('who may do what', () => {
    it('refuses anonymous callers, learners on staff endpoints, and strangers to a batch', async () => {
      for (const [method, url] of [
        ['GET', '/api/mentoring/mentors'],
        ['GET', '/api/mentoring/bookings'],
        ['GET', '/api/mentoring/availability'],
        ['GET', '/api/mentoring/sessions'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      }
      expect((await learner.client.get('/api/mentoring/availability')).statusCode).toBe(403);
      expect((await learner.client.get('/api/mentoring/sessions')).statusCode).toBe(403);
      // A learner of another batch cannot book this mentor.
      const stranger = await signUpLearner(t.app, 'Nina Stranger');
      const slot = await slotAfter(learner.client, 110);
      const refused = await book(stranger.client, slot);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(mentoringMessages.noSuchMentor);
      // Nor book the other batch's mentor from this one.
      expect((await book(learner.client, slot, 'mentorship', otherMentor.id)).statusCode).toBe(404);
    });

    it('refuses overlapping windows and a session kind it does not know', async () => {
      const overlap = await mentor.client.request({
        method: 'PUT',
        url: '/api/mentoring/availability',
        payload: {
          weekly: [
            { weekday: 'MO', start: '18:00', end: '20:00' },
            { weekday: 'MO', start: '19:30', end: '21:00' },
          ],
          timeOff: [],
        },
      });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.body).toContain('Windows on one day must not overlap');
      const offGrid = await mentor.client.request({
        method: 'PUT',
        url: '/api/mentoring/availability',
        payload: { weekly: [{ weekday: 'MO', start: '18:15', end: '20:00' }], timeOff: [] },
      });
      expect(offGrid.statusCode).toBe(400);
      const slot = await slotAfter(learner.client, 120);
      expect((await book(learner.client, slot, 'pairing')).statusCode).toBe(400);
    });
  });
});
