import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  expectTeamOnly,
  markEmailVerified,
  signUpAdmin,
  signUpLearner,
} from '../../testing/accounts.ts';
import {
  createBatch,
  dayFromToday,
  moveEnrollment,
  requestEnrollment,
  sampleBatch,
} from '../../testing/batches.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { NO_OPEN_BATCH, todayInIndia } from './service.ts';

describeEachDatabase('batches and seats', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await kind.start({
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: 'team@example.com, ops@example.com',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(() => t.close());
  // Each test starts with no batch, so 'the next open batch' is the test's own.
  beforeEach(async () => {
    await t.database.db.updateTable('enrollments').set({ batch_id: null }).execute();
    await t.database.db.deleteFrom('payments').execute();
    await t.database.db.deleteFrom('batches').execute();
  });

  const nextBatch = async () => (await new TestClient(t.app).get('/api/batches/next')).json();

  it('answers 401 to visitors and 403 to learners and unverified team members on every batch admin endpoint', async () => {
    await expectTeamOnly(
      t.app,
      t.database,
      [
        (c) => c.get('/api/admin/batches'),
        (c) => c.post('/api/admin/batches', sampleBatch()),
        (c) => c.request({ method: 'PUT', url: '/api/admin/batches/1', payload: sampleBatch() }),
      ],
      { unverifiedTeamEmail: 'ops@example.com' },
    );
  });
  it('creates, lists and edits batches, validating every field', async () => {
    const created = await admin.post('/api/admin/batches', sampleBatch({ classLink: '' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      course: 'Frontend Launchpad',
      seats: 10,
      seatsTaken: 0,
      priceInr: 1200,
      classLink: null,
      status: 'open',
    });
    const id = created.json().id;

    const bad = [
      [{ endsOn: dayFromToday(10), startsOn: dayFromToday(11) }, 'endsOn'],
      [{ startsOn: '2027-02-30' }, 'startsOn'],
      [{ seats: 0 }, 'seats'],
      [{ seats: 2.5 }, 'seats'],
      [{ priceInr: -1 }, 'priceInr'],
      [{ classLink: 'http://meet.example.org/x' }, 'classLink'],
      [{ classLink: 'javascript:alert(1)' }, 'classLink'],
      [{ schedule: '' }, 'schedule'],
      [{ status: 'full' }, 'status'],
    ] as const;
    for (const [overrides, field] of bad) {
      const res = await admin.post('/api/admin/batches', { ...sampleBatch(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }

    const edited = await admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${id}`,
      payload: sampleBatch({ seats: 3, priceInr: 1500, schedule: 'Weekends, 10 am–1 pm IST' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, seats: 3, priceInr: 1500 });
    const unknown = await admin.request({
      method: 'PUT',
      url: '/api/admin/batches/999999',
      payload: sampleBatch(),
    });
    expect(unknown.statusCode).toBe(404);
    const { batches } = (await admin.get('/api/admin/batches')).json();
    expect(batches).toEqual([
      expect.objectContaining({ id, schedule: 'Weekends, 10 am–1 pm IST' }),
    ]);
  });

  it('refuses fewer seats than are taken, and turns a batch full or open with its seats', async () => {
    const batch = await createBatch(admin, { seats: 2 });
    for (let i = 0; i < 2; i += 1) {
      const id = await requestEnrollment(t.app, t.database);
      await moveEnrollment(admin, id, 'contacted');
      expect((await moveEnrollment(admin, id, 'enrolled')).statusCode).toBe(200);
    }
    const [full] = (await admin.get('/api/admin/batches')).json().batches;
    expect(full).toMatchObject({ seatsTaken: 2, status: 'full' });

    const put = (seats: number) =>
      admin.request({
        method: 'PUT',
        url: `/api/admin/batches/${batch.id}`,
        payload: sampleBatch({ seats }),
      });
    const tooFew = await put(1);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().fieldErrors.seats).toEqual(['2 seats are already taken in this batch.']);
    expect((await put(3)).json()).toMatchObject({ seats: 3, seatsTaken: 2, status: 'open' });
    expect((await put(2)).json()).toMatchObject({ status: 'full' });
  });

  it('shows the next open batch: the earliest from today with seats, never its class link', async () => {
    expect(await nextBatch()).toEqual({ batch: null });
    await createBatch(admin, { startsOn: dayFromToday(-1), endsOn: dayFromToday(40) }); // started
    await createBatch(admin, { startsOn: dayFromToday(5), status: 'closed' });
    const full = await createBatch(admin, { startsOn: dayFromToday(6), seats: 1 });
    const id = await requestEnrollment(t.app, t.database);
    await moveEnrollment(admin, id, 'contacted');
    await t.database.db.updateTable('enrollments').set({ batch_id: full.id }).execute();
    expect((await moveEnrollment(admin, id, 'enrolled')).statusCode).toBe(200);
    await createBatch(admin, { startsOn: dayFromToday(60), endsOn: dayFromToday(120) });
    await createBatch(admin, {
      startsOn: dayFromToday(20),
      endsOn: dayFromToday(80),
      seats: 12,
      priceInr: 1400,
    });
    // Today counts: a batch starting today in India is still the next one.
    const today = await createBatch(admin, { startsOn: todayInIndia(), seats: 4 });

    expect(await nextBatch()).toEqual({
      batch: {
        course: 'Frontend Launchpad',
        startsOn: todayInIndia(),
        endsOn: dayFromToday(90),
        schedule: 'Mon–Fri, 7–9 pm IST',
        priceInr: 1200,
        seatsLeft: 4,
      },
    });
    await admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${today.id}`,
      payload: sampleBatch({ startsOn: todayInIndia(), status: 'closed' }),
    });
    const next = await nextBatch();
    expect(next.batch).toMatchObject({ startsOn: dayFromToday(20), seatsLeft: 12, priceInr: 1400 });
    expect(JSON.stringify(next)).not.toContain('meet.example.org');
  });

  it('puts a new request in the next open batch, or in none while none is open', async () => {
    const waiting = await requestEnrollment(t.app, t.database);
    const batch = await createBatch(admin);
    const placed = await requestEnrollment(t.app, t.database);
    const rows = await t.database.db
      .selectFrom('enrollments')
      .select(['id', 'batch_id'])
      .where('id', 'in', [waiting, placed])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: waiting, batch_id: null },
      { id: placed, batch_id: batch.id },
    ]);
  });

  it('enrolls a request with no batch into the next open one, and refuses when none is open', async () => {
    const id = await requestEnrollment(t.app, t.database);
    await moveEnrollment(admin, id, 'contacted');
    const refused = await moveEnrollment(admin, id, 'enrolled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NO_OPEN_BATCH });
    expect((await moveEnrollment(admin, id, 'contacted')).json().status).toBe('contacted');

    const batch = await createBatch(admin);
    expect((await moveEnrollment(admin, id, 'enrolled')).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('enrollments')
      .select('batch_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.batch_id).toBe(batch.id);
    const [listed] = (await admin.get('/api/admin/batches')).json().batches;
    expect(listed.seatsTaken).toBe(1);
  });

  it('refuses to enrol into a closed batch and rolls the move back', async () => {
    const batch = await createBatch(admin);
    const id = await requestEnrollment(t.app, t.database);
    await moveEnrollment(admin, id, 'contacted');
    await admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${batch.id}`,
      payload: sampleBatch({ status: 'closed' }),
    });
    const res = await moveEnrollment(admin, id, 'enrolled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This batch is closed.' });
    const activity = await t.database.db
      .selectFrom('lead_activity')
      .select('to_status')
      .where('lead_id', '=', id)
      .execute();
    expect(activity.map((a) => a.to_status)).toEqual(['contacted']);
  });

  it('never oversells: 50 enrolments at once for 10 seats enrol exactly 10', async () => {
    const batch = await createBatch(admin, { seats: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await requestEnrollment(t.app, t.database));
    for (const id of ids) await moveEnrollment(admin, id, 'contacted');

    const answers = await Promise.all(ids.map((id) => moveEnrollment(admin, id, 'enrolled')));

    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ message: 'This batch is full.' });
    }
    const row = await t.database.db
      .selectFrom('batches')
      .select(['seats_taken', 'status'])
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ seats_taken: 10, status: 'full' });
    const enrolled = await t.database.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'enrolled')
      .where('batch_id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(Number(enrolled.count)).toBe(10);
  });

  it("shows the class link only to that batch's enrolled learners with a verified address", async () => {
    const batch = await createBatch(admin, { classLink: 'https://meet.example.org/secret-room' });
    const other = await createBatch(admin, {
      startsOn: dayFromToday(200),
      endsOn: dayFromToday(260),
      classLink: 'https://meet.example.org/other-room',
    });
    const learner = await signUpLearner(t.app);
    const id = await requestEnrollment(t.app, t.database, learner.email);
    const mine = async (client: TestClient) => (await client.get('/api/batches/mine')).json();

    await moveEnrollment(admin, id, 'contacted');
    expect(await mine(learner.client)).toEqual({ batches: [] }); // not enrolled yet
    await moveEnrollment(admin, id, 'enrolled');
    expect(await mine(learner.client)).toEqual({ batches: [] }); // address not verified
    await markEmailVerified(t, learner.email);
    expect(await mine(learner.client)).toEqual({
      batches: [
        {
          startsOn: dayFromToday(30),
          endsOn: dayFromToday(90),
          schedule: 'Mon–Fri, 7–9 pm IST',
          classLink: 'https://meet.example.org/secret-room',
        },
      ],
    });
    expect(JSON.stringify(await mine(learner.client))).not.toContain('other-room');
    expect(other.id).not.toBe(batch.id);

    const stranger = await signUpLearner(t.app);
    await markEmailVerified(t, stranger.email);
    expect(await mine(stranger.client)).toEqual({ batches: [] });
    expect((await new TestClient(t.app).get('/api/batches/mine')).statusCode).toBe(401);
  });
});
