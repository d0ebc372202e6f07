// npm run probe:security — re-runs the attacks of the issues "Trusted accounts" and "Operate it
// safely" against the built server (apps/server/dist/main.js) with every rate limit on, and prints
// one row per attack: the figure measured now, the figure the issue measured before, and PASS or
// FAIL. Exits 1 on a FAIL.
//
// Each attack gets a fresh app (its own port and throw-away SQLite DATA_DIR), so one attack's
// counters cannot trip another's. Simulated people keep their own cookie jar and connect from
// their own loopback address (127.x.y.z: Linux routes all of 127.0.0.0/8 to the loopback
// interface), which is the client address the server sees, since TRUST_PROXY is left off.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { freePort } from './lib/servers.mjs';

const SERVER_SCRIPT = 'apps/server/dist/main.js';
const ATTACK_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 30_000;
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// The app under test

/** Every app started and not yet stopped, so an interrupted run still stops them. */
const running = new Set();
/** Error-level log lines of every app, shown under the table. */
const serverErrors = [];

/**
 * Starts the built server like scripts/lib/servers.mjs `startNode` does, but with rate limits on,
 * SQLite whatever the caller's environment says, and the child's pid (to read its memory).
 */
async function startApp(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-probe-'));
  const childEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'TRUST_PROXY',
    'ADMIN_EMAILS',
    'TEAM_EMAILS',
    'SMTP_URL',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_JWKS_URL',
    'BODY_LIMIT_BYTES',
  ]) {
    delete childEnv[name];
  }
  Object.assign(childEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'on',
    ...env,
  });
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-20_000);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.level >= 50) serverErrors.push(entry);
      } catch {
        serverErrors.push({ msg: line.slice(0, 300) });
      }
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const app = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    pid: child.pid,
    child,
    async stop() {
      running.delete(app);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(kill);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(app);

  let gone;
  void exited.then((how) => (gone = how));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gone) {
      await app.stop();
      throw new Error(`the server exited at start (${JSON.stringify(gone)}): ${output.trim()}`);
    }
    const res = await send(port, { method: 'GET', path: '/api/ready', timeoutMs: 2_000 });
    if (res.status === 200) return app;
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`the server did not answer /api/ready within 30 s: ${output.trim()}`);
    }
    await sleep(100);
  }
}

function stopEverythingNow() {
  for (const app of running) {
    try {
      app.child.kill('SIGKILL');
      rmSync(app.dataDir, { recursive: true, force: true });
    } catch {
      // already gone
    }
  }
  running.clear();
}
process.on('exit', stopEverythingNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopEverythingNow();
    process.exit(130);
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets a process's peak RSS (VmHWM) to its current RSS; false where Linux does not allow it. */
function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** What `du` says a directory takes on disk, in bytes. */
function diskUsage(path) {
  const stat = lstatSync(path);
  let bytes = stat.blocks * 512;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) bytes += diskUsage(join(path, name));
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/**
 * One request with node:http, so the client address (`localAddress`) and the exact bytes can be
 * chosen. Never throws: a request that fails or times out answers status 0 and `error`.
 */
function send(
  port,
  { method, path, headers = {}, body, localAddress, agent = false, timeoutMs = REQUEST_TIMEOUT_MS },
) {
  // node:http frames a DELETE body only with an explicit length (without one the bytes follow
  // the head unframed, and the server reads them as a broken next request).
  if (body !== undefined && !Object.keys(headers).some((name) => /^content-length$/i.test(name))) {
    headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  }
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, localAddress, agent, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          done({ status: response.statusCode, headers: response.headers, text, json });
        });
        response.on('error', (error) => done({ status: 0, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => done({ status: 0, error: error.message }));
    request.end(body);
  });
}

/** A simulated person: a cookie jar, an anti-forgery token and a client address of their own. */
class Person {
  constructor(app, address) {
    this.app = app;
    this.address = address;
    this.xsrf = randomBytes(24).toString('base64url');
    this.cookies = new Map([['XSRF-TOKEN', this.xsrf]]);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  }

  /**
   * `json` is sent as JSON; `body` as given with `contentType`. Unsafe methods carry the
   * double-submit header unless `xsrf: false`. `address` overrides the person's address.
   */
  async call(method, path, options = {}) {
    const { json, body, contentType, xsrf = true, headers = {}, address, cookies = true } = options;
    const { timeoutMs = REQUEST_TIMEOUT_MS } = options;
    const all = { ...headers };
    if (cookies && this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (xsrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) all['x-xsrf-token'] = this.xsrf;
    let payload = body;
    if (json !== undefined) {
      payload = JSON.stringify(json);
      all['content-type'] = 'application/json';
    } else if (contentType) {
      all['content-type'] = contentType;
    }
    const perRequestAddress = address !== undefined && address !== this.address;
    const result = await send(this.app.port, {
      method,
      path,
      headers: all,
      body: payload,
      localAddress: address ?? this.address,
      agent: perRequestAddress ? false : this.agent,
      timeoutMs,
    });
    if (cookies) this.keepCookies(result.headers?.['set-cookie'] ?? []);
    return result;
  }

  keepCookies(lines) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  close() {
    this.agent.destroy();
  }
}

/** Loopback addresses for one attack: 127.<attack>.<n / 250>.<n % 250 + 1>. */
function addresses(attack) {
  let n = 0;
  return () => {
    const address = `127.${attack}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    n += 1;
    return address;
  };
}

async function register(person, email, password = 'correct horse 123', fullName = 'Probe User') {
  const res = await person.call('POST', '/api/auth/register', {
    json: { fullName, email, password },
  });
  if (res.status !== 201) {
    throw new Error(`registering ${email} answered ${res.status} ${res.error ?? res.text}`);
  }
  return res;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work(i)` for i in 0..count-1, at most `concurrency` at a time. */
async function pool(count, concurrency, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

/** Runs `work()` over and over in `concurrency` loops until `ms` have passed. */
async function flood(ms, concurrency, work) {
  const results = [];
  const deadline = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) results.push(await work());
    }),
  );
  return results;
}

function tally(results) {
  const counts = {};
  for (const result of results) {
    const key = result.status === 0 ? 'no answer' : String(result.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const fmt = (n) => n.toLocaleString('en-US');
const others = (counts, ...known) =>
  Object.entries(counts)
    .filter(([status]) => !known.includes(status))
    .map(([status, n]) => `, ${fmt(n)}× ${status}`)
    .join('');

// ---------------------------------------------------------------------------------------------
// Stand-ins for Google and a mail server

async function startFakeGoogle(clientId) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'probe-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${server.address().port}/certs`,
    token: (claims) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'probe-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function startSmtpServer() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail's text as a reader sees it: the raw message plus its quoted-printable, base64 and
 * RFC 2047 (encoded-word) parts decoded, so a search cannot miss text hidden by an encoding.
 */
function readableMail(raw) {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const quotedPrintable = unfolded.replace(/=([0-9A-F]{2})/gi, (_, hex) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const words = raw.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, encoding, text) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
  );
  const base64Blocks = (raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []).map((block) =>
    Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [raw, unfolded, quotedPrintable, words, ...base64Blocks].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Files

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();

/** A noisy PNG, so that cutting it leaves its pixel data incomplete. */
const noisyPng = () =>
  sharp(randomBytes(128 * 128 * 3), { raw: { width: 128, height: 128, channels: 3 } })
    .png()
    .toBuffer();

/** 16000 × 16000 pixels of one colour: a few hundred kilobytes of PNG, ~730 MB decoded as RGB. */
async function hugePng() {
  const bytes = await sharp({
    create: { width: 16_000, height: 16_000, channels: 3, background: '#204080' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (bytes.length >= MB)
    throw new Error(`the 16000×16000 PNG is ${bytes.length} bytes, not < 1 MB`);
  return bytes;
}

/** A multipart/form-data body with one file; `close: false` leaves out the closing boundary. */
function multipart(field, fileName, type, bytes, { boundary, close = true } = {}) {
  const mark = boundary ?? `----probe${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${mark}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(close ? `\r\n--${mark}--\r\n` : ''),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${mark}` };
}

// ---------------------------------------------------------------------------------------------
// The attacks. Each answers { before, measured, expected, pass }.

const ADMIN = 'boss@example.com';

async function adminByRegistration() {
  const app = await startApp({ ADMIN_EMAILS: ADMIN });
  const attacker = new Person(app, '127.0.1.1');
  try {
    const registered = await register(attacker, ADMIN);
    const isAdmin = registered.json?.user?.isAdmin;
    const inbox = await attacker.call('GET', '/api/admin/leads');
    return {
      measured: `isAdmin ${isAdmin} / GET /api/admin/leads ${inbox.status}`,
      pass: isAdmin === false && inbox.status === 403,
    };
  } finally {
    attacker.close();
    await app.stop();
  }
}

async function passwordGuessing() {
  const app = await startApp();
  const attacker = new Person(app, '127.0.2.1');
  const owner = new Person(app, '127.0.2.2');
  const email = 'owner@example.com';
  const password = 'the right password 42';
  try {
    await register(owner, email, password);
    const randomIp = () =>
      `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const concurrency = Number(process.env.PROBE_GUESS_CONCURRENCY ?? 4);
    const results = await flood(10_000, concurrency, () =>
      attacker.call('POST', '/api/auth/login', {
        json: { email, password: `guess-${randomBytes(6).toString('hex')}` },
        headers: { 'x-forwarded-for': randomIp() },
      }),
    );
    const counts = tally(results);
    const right = await attacker.call('POST', '/api/auth/login', {
      json: { email, password },
      headers: { 'x-forwarded-for': randomIp() },
    });
    const checked = counts['401'] ?? 0;
    return {
      measured:
        `${checked} checked (401), ${fmt(counts['429'] ?? 0)} refused (429) in 10 s${others(counts, '401', '429')} (${concurrency} parallel); right password then → ${right.status}` +
        // Failures are checked before the password and counted after it, so guesses already in
        // flight when the 10th failure lands are still checked: up to 10 + (parallel − 1).
        (checked > 10 && checked < 10 + concurrency
          ? ' — over 10: parallel guesses passed the check before earlier failures were counted'
          : ''),
      pass: checked <= 10 && right.status === 429 && !counts['200'],
    };
  } finally {
    attacker.close();
    owner.close();
    await app.stop();
  }
}

async function manySignUps() {
  const app = await startApp();
  const attacker = new Person(app, '127.0.3.1');
  try {
    const results = [];
    for (let i = 0; i < 40; i++) {
      const fresh = new Person(app, attacker.address); // a fresh browser, same address
      results.push(
        await fresh.call('POST', '/api/auth/register', {
          json: { fullName: 'Sign Up', email: `signup${i}@example.com`, password: 'pass word 1' },
        }),
      );
      fresh.close();
    }
    const counts = tally(results);
    return {
      measured: `${counts['201'] ?? 0} of 40 accepted, ${counts['429'] ?? 0} refused (429)${others(counts, '201', '429')}`,
      pass:
        (counts['201'] ?? 0) <= 5 &&
        (counts['201'] ?? 0) >= 1 &&
        (counts['429'] ?? 0) === 40 - (counts['201'] ?? 0),
    };
  } finally {
    attacker.close();
    await app.stop();
  }
}

async function googlePreHijack() {
  const clientId = 'probe-client-id.apps.googleusercontent.com';
  const google = await startFakeGoogle(clientId);
  let app;
  const people = [];
  try {
    app = await startApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: google.jwksUrl });
    const attacker = new Person(app, '127.0.4.1');
    const victim = new Person(app, '127.0.4.2');
    people.push(attacker, victim);
    const email = 'victim@example.com';
    const attackerPassword = 'attacker knows this 1';
    await register(attacker, email, attackerPassword);
    const before = await attacker.call('GET', '/api/auth/user');
    const tokenId = await google.token({ sub: '1234567890', email, name: 'Real Victim' });
    const signedIn = await victim.call('POST', '/api/auth/google-auth', { json: { tokenId } });
    const oldCookie = await attacker.call('GET', '/api/auth/user');
    const passwordLogin = await attacker.call('POST', '/api/auth/login', {
      json: { email, password: attackerPassword },
    });
    const victimNow = await victim.call('GET', '/api/auth/user');
    return {
      measured: `victim's Google sign-in ${signedIn.status} (victim then ${victimNow.status}); attacker's old cookie ${sessionWord(oldCookie)} (was ${sessionWord(before)}), attacker's password login ${passwordLogin.status}`,
      pass:
        before.json?.isLoggedIn === true &&
        signedIn.status === 200 &&
        victimNow.json?.isLoggedIn === true &&
        oldCookie.json?.isLoggedIn === false &&
        passwordLogin.status === 401,
    };
  } finally {
    for (const person of people) person.close();
    await app?.stop();
    await google.close();
  }
}

async function submissionFlood() {
  const app = await startApp();
  const learner = new Person(app, '127.0.5.1');
  try {
    await register(learner, 'flooder@example.com');
    await sleep(500);
    const before = diskUsage(app.dataDir);
    const text = () => {
      const alphabet = 'abcdefghijklmnopqrstuvwxyz <>/="';
      const bytes = randomBytes(90_000);
      let out = '';
      for (const byte of bytes) out += alphabet[byte % alphabet.length];
      return `<main>${out}</main>`;
    };
    const payload = () =>
      JSON.stringify({
        questionId: 101,
        status: 'unsolved',
        score: 0,
        previous_data: { html: Buffer.from(text()).toString('base64') },
      });
    const bodies = Array.from({ length: 16 }, payload); // ~120 KB each; reused to keep the client fast
    let n = 0;
    const results = await flood(10_000, 8, () =>
      learner.call('POST', '/api/v1/fe-submissions', {
        body: bodies[n++ % bodies.length],
        contentType: 'application/json',
      }),
    );
    await sleep(1_000);
    const grown = (diskUsage(app.dataDir) - before) / MB;
    const counts = tally(results);
    // Graded at once (201) or queued for the grader (202): either way stored.
    const accepted = (counts['201'] ?? 0) + (counts['202'] ?? 0);
    return {
      measured: `${fmt(accepted)} accepted (201/202), ${fmt(counts['429'] ?? 0)} refused (429)${others(counts, '201', '202', '429')} in 10 s; data dir ${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB`,
      pass: accepted >= 1 && accepted <= 30 && grown < 20,
    };
  } finally {
    learner.close();
    await app.stop();
  }
}

async function uploadFlood() {
  const app = await startApp();
  const learner = new Person(app, '127.0.6.1');
  try {
    await register(learner, 'uploader@example.com');
    const png = await smallPng();
    const results = [];
    const started = Date.now();
    for (let i = 0; i < 15; i++) {
      const form = multipart('image', 'me.png', 'image/png', png);
      results.push(await learner.call('POST', '/api/user/upload-image', form));
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = tally(results);
    const accepted = counts['201'] ?? 0;
    return {
      measured: `${accepted} accepted (201), ${counts['429'] ?? 0} refused (429)${others(counts, '201', '429')} of 15 in ${seconds} s`,
      pass: accepted >= 1 && accepted <= 10 && (counts['429'] ?? 0) === 15 - accepted,
    };
  } finally {
    learner.close();
    await app.stop();
  }
}

/** The body editprofile takes, from the user GET /api/auth/user answers. */
function profileBody(user, changes) {
  return {
    name: user.name,
    userName: user.userName,
    website: user.website,
    image: user.image,
    bio: user.bio,
    location: user.location,
    dateOfBirth: user.dateOfBirth,
    socialLinks: user.socialLinks,
    education: user.education,
    experience: user.experience,
    ...changes,
  };
}

async function othersUploads() {
  const app = await startApp();
  const a = new Person(app, '127.0.7.1');
  const b = new Person(app, '127.0.7.2');
  try {
    await register(a, 'learner-a@example.com');
    await register(b, 'learner-b@example.com');
    const uploaded = await a.call(
      'POST',
      '/api/user/upload-image',
      multipart('image', 'a.png', 'image/png', await smallPng()),
    );
    if (uploaded.status !== 201)
      throw new Error(`A's upload answered ${uploaded.status} ${uploaded.text}`);
    const url = uploaded.json.url;
    const me = await b.call('GET', '/api/auth/user');
    const user = me.json?.user;
    if (!user) throw new Error(`B's GET /api/auth/user answered ${me.status}`);
    const taken = await b.call('POST', '/api/user/editprofile', {
      json: profileBody(user, { image: url }),
    });
    const cleared = await b.call('POST', '/api/user/editprofile', {
      json: profileBody(user, { image: null }),
    });
    const file = await b.call('GET', url);
    return {
      measured: `B sets A's ${url.slice(0, 16)}… → ${taken.status} '${taken.json?.message ?? taken.text.slice(0, 60)}'; B clears its image → ${cleared.status}; A's file then → ${file.status}`,
      pass: taken.status === 400 && cleared.status === 200 && file.status === 200,
    };
  } finally {
    a.close();
    b.close();
    await app.stop();
  }
}

/** Routes that take a body, read from the server's route files, with `:param`s filled in. */
function bodyRoutes() {
  const root = 'apps/server/src/modules';
  const routes = [];
  for (const module of readdirSync(root)) {
    let source;
    try {
      source = readFileSync(join(root, module, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/app\.(post|put|patch|delete)\(\s*'([^']+)'/g)) {
      routes.push({ method: match[1].toUpperCase(), path: match[2].replace(/:[A-Za-z]+/g, '1') });
    }
  }
  return routes;
}

/** Bodies sent as application/json that are not what any route wants. */
const garbageBodies = [
  () => `{"email":"${randomBytes(12).toString('hex')}`, // cut short
  () => randomBytes(randomInt(1, 2_000)), // random bytes, mostly not UTF-8
  () => '['.repeat(100_000), // deep and unclosed
  () => `${'['.repeat(5_000)}${']'.repeat(5_000)}`, // deep and valid
  () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  () => JSON.stringify({ email: 123, password: [], name: {}, status: null, questionId: -1 }),
  () => JSON.stringify({ email: 'a\u0000@example.com', name: '\u0000\u0000', message: '\ud800' }),
  () =>
    JSON.stringify({
      tokenId: randomBytes(40).toString('base64url'),
      tooLong: 'x'.repeat(900_000),
    }),
  () => JSON.stringify({ tokenId: `${randomBytes(20).toString('base64url')}.x.y` }),
  () => 'null',
  () => '1e99999',
  () => '',
  () => `{"email": "${'\\'.repeat(301)}"}`,
];

async function malformedRequests() {
  const clientId = 'probe-client-id.apps.googleusercontent.com';
  const google = await startFakeGoogle(clientId);
  let app;
  const people = [];
  try {
    app = await startApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: google.jwksUrl });
    const nextAddress = addresses(8);
    const anonymous = new Person(app, nextAddress());
    people.push(anonymous);

    // Learners to spread the per-account limits over (uploads: 10 a minute each).
    const learners = await pool(60, 8, async (i) => {
      const learner = new Person(app, nextAddress());
      people.push(learner);
      await register(learner, `malformed${i}@example.com`);
      return learner;
    });
    const counters = { upload: 0, other: 0 };
    const learnerFor = (kind) => learners[counters[kind]++ % learners.length];

    const results = [];
    const record = (kind, result) => {
      results.push({ kind, ...result });
      return result;
    };
    /** Every request comes from an address of its own, so per-address limits stay out of the way. */
    const upload = (kind, form) =>
      learnerFor('upload')
        .call('POST', '/api/user/upload-image', {
          ...form,
          address: nextAddress(),
          timeoutMs: 10_000,
        })
        .then((result) => record(kind, result));

    const png = await noisyPng();
    const cases = {
      'no boundary': () => {
        const form = multipart('image', 'a.png', 'image/png', png);
        return { body: form.body, contentType: 'multipart/form-data' };
      },
      'wrong boundary': () => {
        const form = multipart('image', 'a.png', 'image/png', png);
        return { body: form.body, contentType: 'multipart/form-data; boundary=----not-the-one' };
      },
      'no closing boundary': () => multipart('image', 'a.png', 'image/png', png, { close: false }),
      'truncated PNG': () =>
        multipart('image', 'a.png', 'image/png', png.subarray(0, Math.floor(png.length * 0.6))),
      'empty file': () => multipart('image', 'a.png', 'image/png', Buffer.alloc(0)),
      // Not in the issue's list: parts the parser has to skip, which can stall a request.
      'part without Content-Disposition': () => {
        const mark = `----probe${randomBytes(8).toString('hex')}`;
        const body = Buffer.concat([
          Buffer.from(`--${mark}\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${mark}--\r\n`),
        ]);
        return { body, contentType: `multipart/form-data; boundary=${mark}` };
      },
      'two files': () => {
        const first = multipart('image', 'a.png', 'image/png', png, { close: false });
        const mark = first.contentType.split('boundary=')[1];
        const second = multipart('image', 'b.png', 'image/png', png, { boundary: mark });
        return {
          body: Buffer.concat([first.body, Buffer.from('\r\n'), second.body]),
          contentType: first.contentType,
        };
      },
    };
    for (const [kind, form] of Object.entries(cases)) {
      await pool(50, 8, () => upload(kind, form()));
    }

    // The 16000 × 16000 PNG: 24 at once, then memory, then the rest of the 50.
    const huge = await hugePng();
    const hugeForm = () => multipart('image', 'huge.png', 'image/png', huge);
    const peakReset = resetPeakMemory(app.pid);
    const memoryBefore = memoryOf(app.pid);
    const parallel = await Promise.all(
      Array.from({ length: 24 }, () => upload('huge', hugeForm())),
    );
    const memoryAfter = memoryOf(app.pid);
    const rest = await pool(26, 4, () => upload('huge', hugeForm()));
    const hugeAnswers = {};
    for (const result of [...parallel, ...rest]) {
      const key = `${result.status || 'no answer'} '${result.json?.message ?? result.error ?? ''}'`;
      hugeAnswers[key] = (hugeAnswers[key] ?? 0) + 1;
    }

    // Garbage JSON to every route that takes a body, half anonymous and half signed in (logout
    // always anonymous: a body it could parse would end the learner's session).
    const routes = bodyRoutes();
    for (const route of routes) {
      await pool(50, 8, (i) => {
        const signedIn = i % 2 === 1 && route.path !== '/api/auth/logout';
        const person = signedIn
          ? learnerFor(route.path.startsWith('/api/user/upload') ? 'upload' : 'other')
          : anonymous;
        return person
          .call(route.method, route.path, {
            body: garbageBodies[i % garbageBodies.length](),
            contentType: 'application/json',
            address: nextAddress(),
          })
          .then((result) => record(`${route.method} ${route.path}`, result));
      });
    }

    if (process.env.PROBE_VERBOSE) {
      const byKind = {};
      for (const result of results) {
        const key = result.status === 0 ? 'no answer' : String(result.status);
        byKind[result.kind] ??= {};
        byKind[result.kind][key] = (byKind[result.kind][key] ?? 0) + 1;
      }
      for (const [kind, counts] of Object.entries(byKind)) {
        process.stderr.write(`  8 ${kind}: ${JSON.stringify(counts)}\n`);
      }
    }
    const serverErrorsByKind = {};
    let noAnswer = 0;
    for (const result of results) {
      if (result.status >= 500)
        serverErrorsByKind[result.kind] = (serverErrorsByKind[result.kind] ?? 0) + 1;
      if (result.status === 0) noAnswer += 1;
    }
    const fiveHundreds = Object.values(serverErrorsByKind).reduce((sum, n) => sum + n, 0);
    const refused = results.filter((result) => result.status === 429).length;
    const expectedHuge = `400 'This image is too large.'`;
    return [
      {
        measured:
          `${fiveHundreds} 5xx of ${fmt(results.length)} (${routes.length} body routes + ${Object.keys(cases).length + 1} upload cases × 50; ${refused} were 429, ${noAnswer} unanswered)` +
          (fiveHundreds > 0 ? ` — 5xx from: ${JSON.stringify(serverErrorsByKind)}` : ''),
        pass: fiveHundreds === 0 && noAnswer === 0,
      },
      {
        measured: `${Object.entries(hugeAnswers)
          .map(([answer, n]) => `${n}× ${answer}`)
          .join(
            ', ',
          )}; PNG ${Math.round(huge.length / 1024)} KB; RSS ${memoryBefore.rss.toFixed(0)} → ${memoryAfter.rss.toFixed(0)} MB after 24 in parallel (peak ${memoryAfter.peak.toFixed(0)} MB${peakReset ? '' : ' since start'})`,
        pass: hugeAnswers[expectedHuge] === 50 && memoryAfter.peak < 400,
      },
    ];
  } finally {
    for (const person of people) person.close();
    await app?.stop();
    await google.close();
  }
}

async function confirmationMails() {
  const smtp = await startSmtpServer();
  let app;
  const people = [];
  try {
    app = await startApp({ SMTP_URL: smtp.url, TEAM_EMAILS: 'team@example.com' });
    const victim = 'victim@example.com';
    const evil = 'http://evil.example';
    const answers = [];
    for (let i = 1; i <= 5; i++) {
      const visitor = new Person(app, `127.0.9.${i}`);
      people.push(visitor);
      answers.push(
        await visitor.call('POST', '/api/contact-messages', {
          json: {
            name: `Click ${evil}`,
            email: victim,
            subject: `Click ${evil} to claim ${i}`,
            message: `Your account is locked. Click ${evil}/unlock?n=${i} now.`,
          },
        }),
      );
    }
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const to = (address) => smtp.received.filter((mail) => mail.to.includes(address));
    // Wait for the outbox: until the team has all five and nothing new arrived for a second.
    const deadline = Date.now() + 15_000;
    let seen = -1;
    while (Date.now() < deadline) {
      if (to('team@example.com').length >= accepted && smtp.received.length === seen) break;
      seen = smtp.received.length;
      await sleep(1_000);
    }
    const victimMails = to(victim);
    const teamMails = to('team@example.com');
    const leaked = victimMails.filter((mail) => readableMail(mail.raw).includes('evil.example'));
    // The same search must find the text where it belongs, or a "no" above would mean nothing.
    const teamSees = teamMails.filter((mail) => readableMail(mail.raw).includes('evil.example'));
    return {
      measured: `${accepted} of 5 messages accepted; victim got ${victimMails.length} mails, ${leaked.length} with the attacker's text; team got ${teamMails.length} notifications (${teamSees.length} show the text)`,
      pass:
        accepted === 5 &&
        victimMails.length >= 1 &&
        victimMails.length <= 3 &&
        leaked.length === 0 &&
        teamMails.length === 5 &&
        teamSees.length === 5,
    };
  } finally {
    for (const person of people) person.close();
    await app?.stop();
    await smtp.close();
  }
}

async function editProfileWithoutSession() {
  const app = await startApp();
  const stranger = new Person(app, '127.0.10.1');
  try {
    const res = await stranger.call('POST', '/api/user/editprofile', {
      json: { name: '', userName: '!', image: 'javascript:alert(1)', education: 'x' },
    });
    return {
      measured: `${res.status} '${res.json?.message ?? res.text.slice(0, 60)}'`,
      pass: res.status === 401,
    };
  } finally {
    stranger.close();
    await app.stop();
  }
}

/** What `GET /api/auth/user` said of a session: a visitor is answered 200 with isLoggedIn false. */
function sessionWord(response) {
  if (response.status !== 200) return `error ${response.status}`;
  return response.json?.isLoggedIn ? 'logged in' : 'logged out';
}

async function forgeryViaEncodedPath() {
  const app = await startApp();
  const learner = new Person(app, '127.0.11.1');
  try {
    await register(learner, 'encoded@example.com');
    const forged = await learner.call('POST', '/%61pi/auth/logout', { xsrf: false });
    const still = await learner.call('GET', '/api/auth/user');
    return {
      measured: `${forged.status}; session afterwards ${sessionWord(still)}`,
      pass: forged.status === 403 && still.json?.isLoggedIn === true,
    };
  } finally {
    learner.close();
    await app.stop();
  }
}

async function claimedScores() {
  const app = await startApp();
  const learner = new Person(app, '127.0.12.1');
  const read = (path) => readFileSync(new URL(`../content/challenges/${path}`, import.meta.url));
  const b64 = (bytes) => Buffer.from(bytes).toString('base64');
  const submit = async (questionId, score, previousData) => {
    let res = await learner.call('POST', '/api/v1/fe-submissions', {
      json: { questionId, status: 'solved', score, previous_data: previousData },
    });
    let submission = res.json;
    while (submission?.status === 'pending') {
      await sleep(250);
      res = await learner.call('GET', `/api/v1/fe-submissions/${submission.id}`);
      submission = res.json;
    }
    return submission;
  };
  try {
    await register(learner, 'claimer@example.com');
    // The starter code, claimed solved with the full score.
    const starter = await submit(101, 10, {
      html: b64(read('html/page-outline/starter/index.html')),
    });
    // Learner code that posts its own 'all passed' report from inside the frame.
    const forge = `setTimeout(() => parent.postMessage({ channel: window.__launchpad.channel, type: 'tests-done', results: [{ name: 'x', passed: true, message: '' }] }, '*'), 0);`;
    const forged = await submit(301, 10, {
      html: b64(read('javascript/dom-counter/starter/index.html')),
      js: b64(`${forge}\n${read('javascript/dom-counter/starter/script.js')}`),
    });
    const { user } = (await learner.call('GET', '/api/auth/user')).json;
    const points = user.frontendQuestions.totalScore;
    return {
      measured: `starter: ${starter.status}, ${starter.score} pts; forged report: ${forged.status}, ${forged.score} pts; learner ${points} pts, ${user.frontendQuestions.solved} solved`,
      pass:
        starter.status === 'unsolved' &&
        forged.status === 'unsolved' &&
        user.frontendQuestions.solved === 0 &&
        points === starter.score + forged.score &&
        points < 20,
    };
  } finally {
    learner.close();
    await app.stop();
  }
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The attacks of the issue "Operate it safely" (#30)

/**
 * A mail as its reader sees it, line by line: quoted-printable soft breaks joined and its bytes
 * decoded (so a link's '=' is not '=3D', and no line starts where the encoding wrapped it), and
 * encoded words in headers decoded.
 */
function mailText(raw) {
  const body = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(body, 'latin1')
    .toString('utf8')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text) => text.replace(/_/g, ' '));
}

/** Waits until `found()` answers something (the outbox sends within a second or two). */
async function waitFor(found, what, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = found();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000} s`);
    await sleep(200);
  }
}

/** Opens the newest mailed link to `path` for `email` (a verification link logs that person in). */
async function openMailedLink(smtp, person, email, path, endpoint, extra = {}) {
  const token = await waitFor(() => {
    const mails = smtp.received.filter((mail) => mail.to.includes(email.toLowerCase()));
    const match = mails
      .map((mail) => mailText(mail.raw).match(new RegExp(`${path}\\?token=([\\w-]+)`)))
      .findLast(Boolean);
    return match?.[1];
  }, `mail with a ${path} link to ${email}`);
  return person.call('POST', endpoint, { json: { token, ...extra } });
}

/**
 * Runs `work` against a fresh app that mails to a probe SMTP server, with `person(address)` for
 * the people it needs; stops them all afterwards.
 */
async function withMailingApp(env, work) {
  const smtp = await startSmtpServer();
  const app = await startApp({ SMTP_URL: smtp.url, ...env });
  const people = [];
  const person = (address) => {
    const someone = new Person(app, address);
    people.push(someone);
    return someone;
  };
  try {
    return await work({ app, smtp, person });
  } finally {
    for (const someone of people) someone.close();
    await app.stop();
    await smtp.close();
  }
}

/** A verified team member (the app's ADMIN_EMAILS must name ADMIN). */
async function verifiedAdmin({ smtp, person }, address) {
  const admin = person(address);
  await register(admin, ADMIN, 'team password 123', 'Probe Team');
  const verified = await openMailedLink(
    smtp,
    admin,
    ADMIN,
    '/verify-email',
    '/api/auth/verify-email',
  );
  if (verified.status !== 200)
    throw new Error(`verifying the team member answered ${verified.status}`);
  return admin;
}

/** An open batch with `seats` seats, starting in a month; its id. */
async function openBatch(admin, seats) {
  const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const batch = await admin.call('POST', '/api/admin/batches', {
    json: {
      startsOn: day(30),
      endsOn: day(90),
      schedule: 'Mon–Fri, 7–9 pm IST',
      seats,
      priceInr: 1200,
      classLink: 'https://meet.example.org/probe',
      status: 'open',
    },
  });
  if (batch.status !== 201) throw new Error(`creating the batch answered ${batch.status}`);
  return batch.json.id;
}

/** The ids of the inbox's enrollment requests whose address matches `pattern`. */
async function enrollmentIds(admin, pattern) {
  const leads = await admin.call('GET', '/api/admin/leads');
  if (leads.status !== 200) throw new Error(`the inbox answered ${leads.status}`);
  return leads.json.enrollments.filter((e) => pattern.test(e.email)).map((e) => e.id);
}

const moveRequest = (admin, id, status) =>
  admin.call('PATCH', `/api/admin/enrollments/${id}`, { json: { status } });

function strangerLocksOwnerOut() {
  return withMailingApp({}, async ({ smtp, person }) => {
    const next = addresses(13);
    const owner = person(next());
    const email = 'owner13@example.com';
    const password = 'the right password 13';
    await register(owner, email, password);
    await owner.call('POST', '/api/auth/logout');
    const guesses = [];
    for (let i = 0; i < 20; i++) {
      guesses.push(
        await person(next()).call('POST', '/api/auth/login', {
          json: { email, password: `guess ${i}` },
        }),
      );
    }
    const counts = tally(guesses);
    const ownBrowser = await owner.call('POST', '/api/auth/login', { json: { email, password } });
    const elsewhere = await person(next()).call('POST', '/api/auth/login', {
      json: { email, password },
    });
    const warned = () =>
      smtp.received.filter(
        (mail) =>
          mail.to.includes(email) &&
          readableMail(mail.raw).includes('Someone is trying to sign in'),
      );
    await waitFor(() => warned().length > 0, 'warning mail').catch(() => undefined);
    return {
      measured: `stranger: ${fmt(counts['401'] ?? 0)}× 401, ${fmt(counts['429'] ?? 0)}× 429; owner's browser, right password → ${ownBrowser.status}; a new browser → ${elsewhere.status}; warning mails to the owner: ${warned().length}`,
      pass:
        (counts['401'] ?? 0) === 10 &&
        ownBrowser.status === 200 &&
        elsewhere.status === 429 &&
        warned().length === 1,
    };
  });
}

function oversoldSeats() {
  return withMailingApp({ ADMIN_EMAILS: ADMIN }, async (context) => {
    const next = addresses(14);
    const admin = await verifiedAdmin(context, next());
    const batchId = await openBatch(admin, 5);
    for (let i = 0; i < 30; i++) {
      const request = await context.person(next()).call('POST', '/api/enrollments', {
        json: { firstName: 'Seat', lastName: `Seeker ${i}`, email: `seeker${i}@example.com` },
      });
      if (request.status !== 201) throw new Error(`request ${i} answered ${request.status}`);
    }
    const ids = await enrollmentIds(admin, /^seeker\d+@example\.com$/);
    for (const id of ids) await moveRequest(admin, id, 'contacted');
    const moves = await Promise.all(ids.map((id) => moveRequest(admin, id, 'payment_pending')));
    const counts = tally(moves);
    const batches = (await admin.call('GET', '/api/admin/batches')).json?.batches ?? [];
    const taken = batches.find((b) => b.id === batchId)?.seatsTaken;
    return {
      measured: `30 concurrent moves to 'payment pending' on a 5-seat batch: ${fmt(counts['200'] ?? 0)} moved, ${fmt(counts['409'] ?? 0)} refused (409)${others(counts, '200', '409')}; seats taken ${taken}`,
      pass: counts['200'] === 5 && counts['409'] === 25 && taken === 5,
    };
  });
}

function aliasSelfReferral() {
  return withMailingApp({ ADMIN_EMAILS: ADMIN }, async (context) => {
    const next = addresses(15);
    const admin = await verifiedAdmin(context, next());
    const learner = context.person(next());
    await register(learner, 'referrer15@example.com');
    const { code } = (await learner.call('GET', '/api/referrals/me')).json;
    await openBatch(admin, 10);
    const aliases = ['Referrer15+alias@example.com', 'REFERRER15+x@Example.com'];
    for (const email of aliases) {
      const request = await learner.call('POST', '/api/enrollments', {
        json: { firstName: 'Self', lastName: 'Referrer', email, referralCode: code },
        address: next(),
      });
      if (request.status !== 201) throw new Error(`the alias request answered ${request.status}`);
      const escaped = email.replace(/[.+]/g, '\\$&');
      const [id] = await enrollmentIds(admin, new RegExp(`^${escaped}$`, 'i'));
      await moveRequest(admin, id, 'contacted');
      await moveRequest(admin, id, 'enrolled');
    }
    const summary = (await learner.call('GET', '/api/referrals/me')).json;
    return {
      measured: `${aliases.length} requests from aliases of the referrer's own address with their code, enrolled: ${summary.points} points, ${summary.referrals} referrals`,
      pass: summary.points === 0 && summary.referrals === 0,
    };
  });
}

function spoofedMailLines() {
  return withMailingApp({ TEAM_EMAILS: 'team16@example.com' }, async ({ smtp, person }) => {
    const visitor = person('127.16.0.1');
    const forged = ['Bcc: attacker@evil.example', 'Subject: Payment confirmed'];
    const enrollment = await visitor.call('POST', '/api/enrollments', {
      json: {
        firstName: `Asha\r\n${forged[0]}`,
        lastName: `Rao\n${forged[1]}`,
        email: 'asha16@example.com',
        designation: `Student\u2028${forged[0]}`,
      },
    });
    const contact = await visitor.call('POST', '/api/contact-messages', {
      json: {
        name: `Ravi\r\n${forged[0]}`,
        email: 'ravi16@example.com',
        subject: `Question\n${forged[1]}`,
        message: 'Is there a weekend batch?',
      },
    });
    const accepted = [enrollment, contact].filter((answer) => answer.status === 201).length;
    const team = () => smtp.received.filter((mail) => mail.to.includes('team16@example.com'));
    await waitFor(() => team().length >= accepted, 'team notifications').catch(() => undefined);
    const everyMail = smtp.received.map((mail) => mailText(mail.raw)).join('\n');
    const forgedLines = everyMail
      .split(/\r?\n|\u2028|\u2029|\u0085/)
      // A line that starts with white space continues a folded header: no header of its own.
      .filter((line) => forged.some((text) => line.startsWith(text))).length;
    const stillThere = forged.every((text) => everyMail.includes(text));
    return {
      measured: `${accepted} of 2 accepted; ${team().length} team notifications; lines that begin with a forged header: ${forgedLines} (the text itself kept: ${stillThere})`,
      pass: accepted === 2 && team().length === 2 && forgedLines === 0,
    };
  });
}

const attacks = [
  {
    id: '1',
    name: 'Admin by registration (ADMIN_EMAILS address)',
    before: 'isAdmin true / 200',
    expected: 'false / 403',
    run: adminByRegistration,
  },
  {
    id: '2',
    name: 'Password guessing, rotating X-Forwarded-For',
    before: '656 checked in 10 s',
    expected: '≤ 10 checked / 15 min; right password 429',
    run: passwordGuessing,
  },
  {
    id: '3',
    name: '40 sign-ups from one address',
    before: '40 of 40 accepted',
    expected: '≤ 5 accepted, rest 429',
    run: manySignUps,
  },
  {
    id: '4',
    name: 'Google pre-hijack',
    before: '200 / 200',
    expected: 'cookie 401 / password 401',
    run: googlePreHijack,
  },
  {
    id: '5',
    name: 'Submission flood, 10 s, ~120 KB each',
    before: '2,625 accepted, +700 MB',
    expected: '≤ 30 accepted, < 20 MB',
    run: submissionFlood,
  },
  {
    id: '6',
    name: 'Upload flood: 15 avatars in a minute',
    before: '—',
    expected: '≤ 10 accepted, rest 429',
    run: uploadFlood,
  },
  {
    id: '7',
    name: "Another learner's upload as own photo",
    before: '—',
    expected: "400; A's file 200",
    run: othersUploads,
  },
  {
    id: '8',
    name: ['Malformed requests (50 each)', '16000×16000 PNG'],
    before: ['286 5xx of 15,000', '~1 GB RSS'],
    expected: ['0 5xx, 0 unanswered', "50× 400 'This image is too large.', peak < 400 MB"],
    run: malformedRequests,
  },
  {
    id: '9',
    name: 'Confirmation mails to any address',
    before: '—',
    expected: 'victim ≤ 3, no attacker text; team 5',
    run: confirmationMails,
  },
  {
    id: '10',
    name: 'editprofile, no session, invalid body',
    before: '400',
    expected: '401',
    run: editProfileWithoutSession,
  },
  {
    id: '11',
    name: 'Anti-forgery via POST /%61pi/auth/logout',
    before: '—',
    expected: '403',
    run: forgeryViaEncodedPath,
  },
  {
    id: '12',
    name: 'Claimed solved: starter code; a forged tests-done report',
    before: 'solved, 10 + 10 points',
    expected: 'unsolved both, 0 solved',
    run: claimedScores,
  },
  {
    id: '13',
    name: 'A stranger locks the owner out: 20 wrong passwords, then the owner signs in',
    before: "owner's right password → 429 for 15 min",
    expected: "owner's browser 200; a new browser 429; 1 mail to the owner",
    run: strangerLocksOwnerOut,
  },
  {
    id: '14',
    name: "Oversold seats: 30 moves to 'payment pending' at once, 5 seats",
    before: '30 of 30 moved (25 paid without a seat)',
    expected: '5 held, 25 refused (409)',
    run: oversoldSeats,
  },
  {
    id: '15',
    name: "Self-referral through aliases of one's own address",
    before: '100 points per alias',
    expected: '0 points',
    run: aliasSelfReferral,
  },
  {
    id: '16',
    name: "Line breaks in names and subjects forge lines in the team's mails",
    before: "fake 'Bcc:' / 'Subject:' lines in the body",
    expected: '0 forged lines',
    run: spoofedMailLines,
  },
];

function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function revision() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return `${commit}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

if (!existsSync(SERVER_SCRIPT)) {
  console.error(`${SERVER_SCRIPT} is missing: build the server first (npm run build).`);
  process.exit(1);
}
/** `node scripts/security-probe.mjs 2 8` runs attacks 2 and 8 only. */
const only = process.argv.slice(2);
console.log(
  'Security probe — the attacks of the issues "Trusted accounts" (1–12) and "Operate it safely" (13–16)',
);
console.log(
  `database: SQLite (a fresh DATA_DIR per attack; DATABASE_URL/REDIS_URL ignored) · RATE_LIMITS=on · TRUST_PROXY off`,
);
console.log(
  `server: ${SERVER_SCRIPT} · revision ${revision()} · Node ${process.version} · ${new Date().toISOString()}`,
);
console.log('');

const rows = [];
for (const attack of attacks) {
  if (only.length > 0 && !only.includes(attack.id)) continue;
  const names = [attack.name].flat();
  const befores = [attack.before].flat();
  const expecteds = [attack.expected].flat();
  let outcomes;
  try {
    outcomes = [await withTimeout(attack.run(), ATTACK_TIMEOUT_MS)].flat();
  } catch (error) {
    outcomes = names.map(() => ({
      measured: `error: ${error.message.slice(0, 300)}`,
      pass: false,
    }));
  }
  outcomes.forEach((outcome, i) => {
    const row = {
      id: names.length > 1 ? `${attack.id}${'abcdefgh'[i]}` : attack.id,
      name: names[i],
      before: befores[i],
      expected: expecteds[i],
      ...outcome,
    };
    rows.push(row);
    process.stderr.write(`${row.id} ${row.pass ? 'PASS' : 'FAIL'} ${row.name}\n`);
  });
}
await Promise.all([...running].map((app) => app.stop()));

const columns = [
  ['#', (row) => row.id],
  ['attack', (row) => row.name],
  ['before (issue)', (row) => row.before],
  ['expected now', (row) => row.expected],
  ['result', (row) => (row.pass ? 'PASS' : 'FAIL')],
  ['measured now', (row) => row.measured],
];
const widths = columns.map(([title, get], i) =>
  i === columns.length - 1
    ? 0
    : Math.max(title.length, ...rows.map((row) => String(get(row)).length)),
);
const line = (cells) =>
  cells
    .map((cell, i) => (i === cells.length - 1 ? cell : String(cell).padEnd(widths[i])))
    .join(' │ ');
console.log(line(columns.map(([title]) => title)));
console.log(widths.map((width, i) => '─'.repeat(i === widths.length - 1 ? 12 : width)).join('─┼─'));
for (const row of rows) console.log(line(columns.map(([, get]) => get(row))));

const failed = rows.filter((row) => !row.pass);
console.log('');
console.log(`${rows.length - failed.length} PASS, ${failed.length} FAIL`);
if (serverErrors.length > 0) {
  console.log(`\nThe servers logged ${serverErrors.length} error(s); the first ones:`);
  for (const entry of serverErrors.slice(0, 5)) {
    console.log(
      `  ${entry.msg ?? ''} ${entry.err?.message ?? ''} ${entry.req?.url ?? ''}`.trimEnd(),
    );
  }
}
process.exitCode = failed.length > 0 ? 1 : 0;
