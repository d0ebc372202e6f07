import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const PATH = '/api/account/editor-preferences';
const saved = { fontSize: 18, tabSize: 4, lineWrap: true, theme: 'dark' };

describeEachDatabase('editor preferences', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  async function learner(email = `prefs-${randomUUID()}@example.com`) {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/register', {
      fullName: 'Priya Nair',
      email,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(201);
    return { client, email };
  }

  const put = (client: TestClient, payload: unknown, options: { xsrf?: boolean } = {}) =>
    client.request({ method: 'PUT', url: PATH, payload: payload as object, ...options });

  it('answers the defaults until the learner saves a change', async () => {
    const { client } = await learner();
    const res = await client.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fontSize: 14, tabSize: 2, lineWrap: false, theme: 'site' });
  });

  it('keeps what was saved for the account: another login sees it, other learners do not', async () => {
    const { client, email } = await learner();
    const res = await put(client, saved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);

    const otherBrowser = new TestClient(t.app);
    const login = await otherBrowser.post('/api/auth/login', { email, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect((await otherBrowser.get(PATH)).json()).toEqual(saved);

    const changed = { ...saved, fontSize: 12, theme: 'site' };
    expect((await put(otherBrowser, changed)).statusCode).toBe(200);
    expect((await client.get(PATH)).json()).toEqual(changed);

    const someoneElse = await learner();
    expect((await someoneElse.client.get(PATH)).json()).toMatchObject({ fontSize: 14 });
  });

  describe('refuses what is not a setting, with the field named', () => {
    it.each([
      ['a font size under 12', { fontSize: 11 }, 'fontSize'],
      ['a font size over 24', { fontSize: 25 }, 'fontSize'],
      ['a fractional font size', { fontSize: 14.5 }, 'fontSize'],
      ['a font size as text', { fontSize: '16' }, 'fontSize'],
      ['a tab size of 3', { tabSize: 3 }, 'tabSize'],
      ['line wrap as a string', { lineWrap: 'yes' }, 'lineWrap'],
      ['an unknown theme', { theme: 'solarized' }, 'theme'],
      ['a missing theme', { theme: undefined }, 'theme'],
    ])('%s', async (_label, change, field) => {
      const { client } = await learner();
      const res = await put(client, { ...saved, ...change });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
      // Nothing of the refused body was kept.
      expect((await client.get(PATH)).json()).toMatchObject({ fontSize: 14, theme: 'site' });
    });
  });

  it('answers 401 to a visitor, before looking at the body', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(PATH)).statusCode).toBe(401);
    expect((await put(visitor, { fontSize: 'huge' })).statusCode).toBe(401);
  });

  it('requires the anti-forgery header to save', async () => {
    const { client } = await learner();
    expect((await put(client, saved, { xsrf: false })).statusCode).toBe(403);
    expect((await client.get(PATH)).json()).toMatchObject({ fontSize: 14 });
  });

  it('are in the data export once saved, and go with the account', async () => {
    const { client, email } = await learner();
    expect((await client.get('/api/account/export')).json().editorPreferences).toBeNull();
    await put(client, saved);
    expect((await client.get('/api/account/export')).json().editorPreferences).toEqual({
      ...saved,
      updatedAt: expect.any(String),
    });

    const { id } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const deleted = await client.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { email },
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('editor_preferences')
      .select('user_id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});
