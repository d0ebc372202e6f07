import { randomUUID } from 'node:crypto';
import { request as httpRequest, createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  describeEachDatabase,
  TEST_REDIS_URL,
  type TestApp,
} from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';

const sqlite = databaseKinds[0]!;

let addressCounter = 0;
/** A socket address of its own per call, so counts from other tests never interfere. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const newEmail = () => `${randomUUID()}@example.com`;

/** A request from `address` (the socket's, as light-my-request lets a test set it). */
function from(
  client: TestClient,
  address: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return client.request({
    method: 'POST',
    url,
    payload: payload as never,
    headers,
    remoteAddress: address,
  });
}

const wrongLogin = (client: TestClient, address: string, email: string, headers = {}) =>
  from(client, address, '/api/auth/login', { email, password: 'wrong password' }, headers);

async function register(client: TestClient, email: string, password = 'right password') {
  const response = await from(client, nextAddress(), '/api/auth/register', {
    fullName: 'Limit Tester',
    email,
    password,
  });
  expect(response.statusCode).toBe(201);
}

describeEachDatabase('abuse limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ GOOGLE_CLIENT_ID: 'client' });
  });
  afterAll(() => t.close());

  it('locks an account after 10 failures from 30 rotating X-Forwarded-For values; the right password then waits too', async () => {
    const client = new TestClient(t.app);
    const email = newEmail();
    await register(new TestClient(t.app), email);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await wrongLogin(client, address, email, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    const right = await from(client, address, '/api/auth/login', {
      email,
      password: 'right password',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many failed attempts. Please wait a few minutes, or reset your password.',
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('checks at most 10 guesses of one account even when they arrive in parallel', async () => {
    const email = newEmail();
    await register(new TestClient(t.app), email);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        wrongLogin(new TestClient(t.app), nextAddress(), email).then((r) => r.statusCode),
      ),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
  });

  it('does not count a successful login against the account', async () => {
    const email = newEmail();
    await register(new TestClient(t.app), email);
    for (let i = 0; i < 9; i += 1) await wrongLogin(new TestClient(t.app), nextAddress(), email);
    for (let i = 0; i < 3; i += 1) {
      const right = await from(new TestClient(t.app), nextAddress(), '/api/auth/login', {
        email,
        password: 'right password',
      });
      expect(right.statusCode).toBe(200);
    }
    expect((await wrongLogin(new TestClient(t.app), nextAddress(), email)).statusCode).toBe(401);
    expect((await wrongLogin(new TestClient(t.app), nextAddress(), email)).statusCode).toBe(429);
  });

  it('counts failures per account from any mix of socket addresses', async () => {
    const client = new TestClient(t.app);
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await wrongLogin(client, nextAddress(), email)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('cuts one address off after 30 failures a minute across accounts; other addresses go on', async () => {
    const client = new TestClient(t.app);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await wrongLogin(client, address, newEmail())).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    expect((await wrongLogin(client, nextAddress(), newEmail())).statusCode).toBe(401);
  });

  it('allows 5 sign-ups a minute per address', async () => {
    const client = new TestClient(t.app);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await from(client, address, '/api/auth/register', {
        fullName: 'Rate Limited',
        email: newEmail(),
        password: 'secret1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('allows 3 sign-up attempts an hour per target e-mail, from any address', async () => {
    const client = new TestClient(t.app);
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await from(client, nextAddress(), '/api/auth/register', {
        fullName: 'Same Mail',
        email,
        password: 'secret1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  it('allows 3 reset requests an hour per target e-mail and 5 a minute per address', async () => {
    const client = new TestClient(t.app);
    const email = newEmail();
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      perEmail.push(
        (await from(client, nextAddress(), '/api/auth/password-reset/request', { email }))
          .statusCode,
      );
    }
    expect(perEmail).toEqual([202, 202, 202, 429]);

    const address = nextAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      perAddress.push(
        (await from(client, address, '/api/auth/password-reset/request', { email: newEmail() }))
          .statusCode,
      );
    }
    expect(perAddress).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('allows 3 verification resends an hour per account', async () => {
    const client = new TestClient(t.app);
    await register(client, newEmail());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await from(client, nextAddress(), '/api/auth/verify-email/resend')).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('allows 20 Google sign-ins a minute per address', async () => {
    const client = new TestClient(t.app);
    const address = nextAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i += 1) {
      statuses.add(
        (await from(client, address, '/api/auth/google-auth', { tokenId: 'not-a-token' }))
          .statusCode,
      );
    }
    expect([...statuses]).toEqual([401]);
    const limited = await from(client, address, '/api/auth/google-auth', { tokenId: 'x' });
    expect(limited.statusCode).toBe(429);
  });

  it('allows 30 submissions a minute per account, counted before the body is read', async () => {
    const client = new TestClient(t.app);
    await register(client, newEmail());
    const submit = () =>
      from(client, nextAddress(), '/api/v1/fe-submissions', {
        questionId: 999_999,
        status: 'unsolved',
        score: 0,
        previous_data: {},
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await submit()).statusCode);
    // Unknown challenge: 404 until the limit, then 429.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });
});

describe('TRUST_PROXY behind a real proxy hop', () => {
  let t: TestApp;
  let appPort: number;
  let proxy: Server;
  let proxyPort: number;

  beforeAll(async () => {
    t = await sqlite.start({ TRUST_PROXY: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (t.app.server.address() as { port: number }).port;
    // A minimal reverse proxy: appends the address it saw to X-Forwarded-For, as nginx does.
    proxy = createServer((incoming, outgoing) => {
      const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: appPort,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxy.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  });

  /** A failed login through the proxy from `clientAddress` (a loopback address of its own). */
  function loginThroughProxy(clientAddress: string, spoofed?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const body = JSON.stringify({ email: newEmail(), password: 'wrong password' });
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: proxyPort,
          localAddress: clientAddress,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            'content-type': 'application/json',
            cookie: 'XSRF-TOKEN=t',
            'x-xsrf-token': 't',
            ...(spoofed ? { 'x-forwarded-for': spoofed } : {}),
          },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  it('uses the address the proxy forwarded, and ignores what the client wrote itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // The client rotates its own X-Forwarded-For; with one trusted hop only the proxy's counts.
      statuses.push(await loginThroughProxy('127.0.0.2', `198.51.100.${i}`));
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // Another client behind the same proxy is a different address.
    expect(await loginThroughProxy('127.0.0.3')).toBe(401);
  });
});

describe('limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // One key space for this pair of instances, apart from every other test's.
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}:` };
    try {
      first = await sqlite.start(env);
      second = await sqlite.start(env);
    } catch (error) {
      throw new Error(
        `Redis is not reachable at ${TEST_REDIS_URL} (${(error as Error).message}); these tests need it.`,
        { cause: error },
      );
    }
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failed logins of one account across two app instances', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push(
        (await wrongLogin(new TestClient(instance.app), nextAddress(), email)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('gives a successful login back in Redis too', async () => {
    const email = newEmail();
    await register(new TestClient(first.app), email);
    for (let i = 0; i < 9; i += 1)
      await wrongLogin(new TestClient(first.app), nextAddress(), email);
    // Each instance has its own SQLite file here; only the counts are shared.
    const right = await from(new TestClient(first.app), nextAddress(), '/api/auth/login', {
      email,
      password: 'right password',
    });
    expect(right.statusCode).toBe(200);
    expect((await wrongLogin(new TestClient(second.app), nextAddress(), email)).statusCode).toBe(
      401,
    );
    expect((await wrongLogin(new TestClient(first.app), nextAddress(), email)).statusCode).toBe(
      429,
    );
  });

  it('checks at most 10 parallel guesses across both instances', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        wrongLogin(new TestClient((i % 2 === 0 ? first : second).app), nextAddress(), email).then(
          (r) => r.statusCode,
        ),
      ),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
  });
});

describe('RATE_LIMITS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sqlite.start({ RATE_LIMITS: 'off' });
  });
  afterAll(() => t.close());

  it('never answers 429', async () => {
    const client = new TestClient(t.app);
    const address = nextAddress();
    const email = newEmail();
    for (let i = 0; i < 15; i += 1) {
      expect((await wrongLogin(client, address, email)).statusCode).toBe(401);
    }
  });
});
