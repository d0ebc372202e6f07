import {
  badCursorMessage,
  cursorSortMismatchMessage,
  type PeoplePage,
  type PersonDetail,
  type PersonSummary,
} from '@launchpad/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectTeamOnly, signUpAdmin } from '../../testing/accounts.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

describeEachDatabase('team inbox by person', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', ADMIN_EMAILS: 'team@example.com,ops@example.com' });
    admin = await signUpAdmin(t.app, t.database);

    await enroll({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phoneNumber: '+91 98765 43210',
    });
    await contact({ name: 'Asha R', email: ' ASHA@Example.com ', subject: 'Weekend batch' });
    await enroll({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      phoneNumber: '+91 90000 11111',
    });
    await contact({ name: 'Meera Iyer', email: 'meera@example.com', subject: 'Fees and dates' });
    await contact({
      name: '=HYPERLINK("http://evil.example")',
      email: 'formula@example.com',
      subject: 'Hello there',
    });
    await enroll({ firstName: 'Doe, "JJ"', lastName: 'Smith', email: 'quote@example.com' });
  });
  afterAll(() => t.close());

  function enroll(body: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber?: string;
  }) {
    return expectCreated(new TestClient(t.app).post('/api/enrollments', body));
  }
  function contact(body: { name: string; email: string; subject: string }) {
    return expectCreated(
      new TestClient(t.app).post('/api/contact-messages', {
        ...body,
        message: 'A question about the program, please.',
      }),
    );
  }
  async function expectCreated(response: Promise<{ statusCode: number; body: string }>) {
    const res = await response;
    expect(res.statusCode, res.body).toBe(201);
  }

  async function list(query: Record<string, string> = {}): Promise<PeoplePage> {
    const res = await admin.get(`/api/admin/people?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const emailsOf = (page: PeoplePage) => page.people.map((person) => person.email);
  const personNamed = async (email: string): Promise<PersonSummary> => {
    const found = (await list({ q: email })).people.find((person) => person.email === email);
    expect(found, email).toBeDefined();
    return found!;
  };
  const setEnrollmentStatus = (id: number, status: string) =>
    admin.request({ method: 'PATCH', url: `/api/admin/enrollments/${id}`, payload: { status } });
  const enrollmentIdOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('enrollments')
        .select('id')
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;

  it('answers 401 to visitors and 403 to learners and unverified admins on every new endpoint', async () => {
    const asha = await personNamed('asha@example.com');
    await expectTeamOnly(
      t.app,
      t.database,
      [
        (c) => c.get('/api/admin/people'),
        (c) => c.get('/api/admin/people/export.csv'),
        (c) => c.get(`/api/admin/people/${asha.id}`),
        (c) => c.post(`/api/admin/people/${asha.id}/notes`, { body: 'Hello' }),
      ],
      { unverifiedTeamEmail: 'ops@example.com' },
    );
    expect(await t.database.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
  });
  it('groups the leads of one e-mail, whatever its case, into one person', async () => {
    const page = await list({ q: 'asha' });
    expect(page.people).toHaveLength(1);
    expect(page.people[0]).toMatchObject({
      email: 'asha@example.com',
      name: 'Asha R', // the latest lead's
      phone: '+91 98765 43210', // the latest phone given
      enrollmentCount: 1,
      contactCount: 1,
      status: 'new',
      batchId: null,
    });
    const meera = await personNamed('meera@example.com');
    expect(meera).toMatchObject({ enrollmentCount: 0, contactCount: 1, status: null, phone: null });
  });

  it('finds people by a fragment of their name, e-mail or phone number', async () => {
    expect(emailsOf(await list({ q: 'ASH' }))).toEqual(['asha@example.com']);
    expect(emailsOf(await list({ q: 'kumar' }))).toEqual(['ravi@example.com']);
    expect(emailsOf(await list({ q: 'ravi@exa' }))).toEqual(['ravi@example.com']);
    // The phone is matched on its digits: spaces and the plus sign do not matter.
    expect(emailsOf(await list({ q: '98765' }))).toEqual(['asha@example.com']);
    expect(emailsOf(await list({ q: '98765 432' }))).toEqual(['asha@example.com']);
    expect(emailsOf(await list({ q: '+91 90000' }))).toEqual(['ravi@example.com']);
    // Not a phone number: its digits alone match no phone.
    expect(emailsOf(await list({ q: 'x1' }))).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(emailsOf(await list({ q: '%' }))).toEqual([]);
    expect(emailsOf(await list({ q: '_' }))).toEqual([]);
  });

  it('filters by lead type, status, batch and date range', async () => {
    const enrollers = emailsOf(await list({ type: 'enrollment' }));
    expect(enrollers).toEqual(
      expect.arrayContaining(['asha@example.com', 'ravi@example.com', 'quote@example.com']),
    );
    expect(enrollers).not.toContain('meera@example.com');
    const writers = emailsOf(await list({ type: 'contact' }));
    expect(writers).toEqual(expect.arrayContaining(['asha@example.com', 'meera@example.com']));
    expect(writers).not.toContain('ravi@example.com');

    const raviRequest = await enrollmentIdOf('ravi@example.com');
    // A batch the request is for (another part of the app sets it; the next change picks it up).
    const now = new Date().toISOString();
    const batch = await t.database.db
      .insertInto('batches')
      .values({
        course: 'Frontend Launchpad',
        starts_on: '2026-07-01',
        ends_on: '2026-09-30',
        schedule: 'Evenings',
        seats: 10,
        price_inr: 5000,
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('enrollments')
      .set({ batch_id: batch.id })
      .where('id', '=', raviRequest)
      .execute();
    expect((await setEnrollmentStatus(raviRequest, 'contacted')).statusCode).toBe(200);
    expect(emailsOf(await list({ status: 'contacted' }))).toEqual(['ravi@example.com']);
    expect(emailsOf(await list({ status: 'contacted', type: 'contact' }))).toEqual([]);
    expect(emailsOf(await list({ batchId: String(batch.id) }))).toEqual(['ravi@example.com']);
    expect(emailsOf(await list({ batchId: String(batch.id + 1) }))).toEqual([]);

    // Days are days in India: 20:00 UTC on 10 March is 01:30 on 11 March there.
    await t.database.db
      .updateTable('people')
      .set({ last_activity_at: '2025-03-10T20:00:00.000Z' })
      .where('email', '=', 'meera@example.com')
      .execute();
    expect(emailsOf(await list({ from: '2025-03-11', to: '2025-03-11' }))).toEqual([
      'meera@example.com',
    ]);
    expect(emailsOf(await list({ from: '2025-03-10', to: '2025-03-10' }))).toEqual([]);
    expect(emailsOf(await list({ to: '2025-03-31' }))).toEqual(['meera@example.com']);
    expect(emailsOf(await list({ from: '2025-03-12' }))).not.toContain('meera@example.com');
  });

  it('refuses bad filters with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['type=lead', 'type'],
      ['status=paid', 'status'],
      ['batchId=abc', 'batchId'],
      ['from=2025-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['from=2025-03-02&to=2025-03-01', 'to'],
      ['sort=random', 'sort'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      for (const url of ['/api/admin/people', '/api/admin/people/export.csv']) {
        const res = await admin.get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().fieldErrors[field], query).toBeDefined();
      }
    }
  });

  it('sorts by latest activity either way or by name', async () => {
    const newest = emailsOf(await list());
    expect(newest.at(0)).toBe('ravi@example.com'); // its status changed last
    expect(emailsOf(await list({ sort: 'oldest' }))).toEqual([...newest].reverse());
    const byName = (await list({ sort: 'name' })).people.map((person) => person.name);
    expect(byName.slice(0, 3)).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Asha R',
      'Doe, "JJ" Smith',
    ]);
  });

  it('pages by keyset through ties in the sort column: every person once, in order', async () => {
    const total = 120;
    for (let i = 0; i < total; i += 1) {
      await contact({
        name: `Pager ${i % 3}`,
        email: `pager-${i}@example.com`,
        subject: 'Paging test',
      });
    }
    // Ties on purpose: the same activity time for all, three names for 120 people.
    await t.database.db
      .updateTable('people')
      .set({ last_activity_at: '2024-01-01T00:00:00.000Z' })
      .where('email', 'like', 'pager-%')
      .execute();
    for (const sort of ['newest', 'oldest', 'name'] as const) {
      const seen: PersonSummary[] = [];
      const sizes: number[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await list({ q: 'pager', sort, ...(cursor ? { cursor } : {}) });
        sizes.push(page.people.length);
        seen.push(...page.people);
        cursor = page.nextCursor;
      } while (cursor);
      expect(sizes, sort).toEqual([50, 50, 20]);
      expect(new Set(seen.map((person) => person.id)).size, sort).toBe(total);
      const ids = seen.map((person) => person.id);
      if (sort === 'name') {
        const keys = seen.map((person) => `${person.name}#${String(person.id).padStart(9, '0')}`);
        expect(keys).toEqual([...keys].sort());
      } else {
        expect(ids).toEqual([...ids].sort((a, b) => (sort === 'newest' ? b - a : a - b)));
      }
    }
  });

  it('refuses a broken cursor or one of another sort with a 400 that says so', async () => {
    const first = await list({ q: 'pager' });
    expect(first.nextCursor).not.toBeNull();
    for (const cursor of ['nonsense!', 'AAAA', 'eyJ4IjoxfQ', 'x'.repeat(3000)]) {
      const res = await admin.get(`/api/admin/people?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().fieldErrors.cursor).toEqual([badCursorMessage]);
    }
    const other = await admin.get(`/api/admin/people?sort=name&cursor=${first.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors.cursor).toEqual([cursorSortMismatchMessage]);
  });

  it('shows one person: leads, account, verified practice, notes and a timeline', async () => {
    const { id } = await personNamed('asha@example.com');
    const requestId = await enrollmentIdOf('asha@example.com');
    expect((await setEnrollmentStatus(requestId, 'contacted')).statusCode).toBe(200);

    // Asha signs up and solves a challenge.
    const asha = new TestClient(t.app);
    await asha.post('/api/auth/register', {
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret123',
    });
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'asha@example.com')
      .executeTakeFirstOrThrow();
    const challenge = await t.database.db
      .selectFrom('challenges')
      .select('id')
      .where('active', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('challenge_progress')
      .values({
        user_id: user.id,
        challenge_id: challenge.id,
        best_score: 10,
        solved: 1,
        previous_data: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();

    const note = await admin.post(`/api/admin/people/${id}/notes`, {
      body: '  Called her, wants the evening batch.  ',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      body: 'Called her, wants the evening batch.',
      author: 'Team Member',
    });
    expect(Date.now() - Date.parse(note.json().createdAt)).toBeLessThan(60_000);

    const res = await admin.get(`/api/admin/people/${id}`);
    expect(res.statusCode).toBe(200);
    const detail: PersonDetail = res.json();
    expect(detail.person).toMatchObject({ id, email: 'asha@example.com', status: 'contacted' });
    expect(detail.enrollments.map((lead) => lead.id)).toEqual([requestId]);
    expect(detail.contactMessages.map((lead) => lead.subject)).toEqual(['Weekend batch']);
    expect(detail.account).toMatchObject({ name: 'Asha Rao', emailVerified: false });
    expect(detail.account?.userName).toEqual(user.user_name);
    expect(detail.practice).toEqual({ solved: 1, points: 10 });
    expect(detail.notes).toEqual([note.json()]);
    expect(detail.timeline.map((item) => item.kind)).toEqual(['note', 'status', 'lead', 'lead']);
    expect(detail.timeline[1]).toMatchObject({
      kind: 'status',
      leadType: 'enrollment',
      leadId: requestId,
      from: 'new',
      to: 'contacted',
      actor: 'Team Member',
    });
    expect(detail.timeline[2]).toMatchObject({
      kind: 'lead',
      leadType: 'contact',
      title: 'Contact message: Weekend batch',
    });
    expect(detail.timeline[3]).toMatchObject({
      kind: 'lead',
      leadType: 'enrollment',
      leadId: requestId,
    });
    const times = detail.timeline.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    // The note is activity: the person is first under 'newest' now.
    expect(emailsOf(await list()).at(0)).toBe('asha@example.com');

    const meera = await admin.get(
      `/api/admin/people/${(await personNamed('meera@example.com')).id}`,
    );
    expect(meera.json()).toMatchObject({ account: null, practice: null, notes: [] });
  });

  it('keeps notes append-only, validates them and answers 404 for an unknown person', async () => {
    const { id } = await personNamed('ravi@example.com');
    for (const body of ['   ', '', 'x'.repeat(2001)]) {
      const res = await admin.post(`/api/admin/people/${id}/notes`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.body).toBeDefined();
    }
    expect((await admin.post(`/api/admin/people/${id}/notes`, {})).statusCode).toBe(400);
    expect(
      (await admin.post(`/api/admin/people/${id}/notes`, { body: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
    const unknown = await admin.post('/api/admin/people/999999/notes', { body: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'This person is not in the inbox.' });
    expect((await admin.get('/api/admin/people/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/people/abc')).statusCode).toBe(400);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await admin.request({
        method,
        url: `/api/admin/people/${id}/notes`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('exports the current filter as CSV: BOM, RFC 4180 quoting, formulas neutralised', async () => {
    const res = await admin.get('/api/admin/people/export.csv?type=contact&sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inbox-people-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload.toString('utf8');
    expect(
      raw.startsWith(
        '\uFEFFName,Email,Phone,Enrollment requests,Contact messages,Status,Batch,Last activity\r\n',
      ),
    ).toBe(true);
    const lines = raw.slice(1).split('\r\n').filter(Boolean);
    // Every person with a contact message, and no one else.
    const writers: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PeoplePage = await list({
        type: 'contact',
        sort: 'name',
        ...(cursor ? { cursor } : {}),
      });
      writers.push(...emailsOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(lines).toHaveLength(writers.length + 1);
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example""\)",formula@example\.com,,0,1,,,/,
    );
    expect(raw).not.toContain('quote@example.com'); // enrolment only: outside the filter

    const quoted = await admin.get('/api/admin/people/export.csv?q=quote');
    const [, row] = quoted.rawPayload.toString('utf8').split('\r\n');
    expect(row).toMatch(/^"Doe, ""JJ"" Smith",quote@example\.com,,1,0,new,,/);

    const phone = await admin.get('/api/admin/people/export.csv?q=98765');
    expect(phone.rawPayload.toString('utf8')).toContain(",'+91 98765 43210,");
  });
});
