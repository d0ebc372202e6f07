import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/service.ts';
import type { KnownDevices } from './known-devices.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Sliding expiry is refreshed at most once a day per session, not on every request. */
const REFRESH_AFTER_MS = DAY_MS;
/** "Last seen" in the session list is this coarse, so a busy learner costs no write per call. */
const LAST_SEEN_EVERY_MS = 5 * MINUTE_MS;
const USER_AGENT_MAX = 300;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiryFrom = (now: number) => new Date(now + SESSION_DAYS * DAY_MS).toISOString();

export interface ResolvedSession {
  userId: number;
  publicId: string;
  /** The session's user; undefined when the account is gone. */
  user: UserRow | undefined;
}

export interface SessionSummary {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * Server-side sessions. The browser holds a random 256-bit token in an httpOnly cookie; the
 * database holds only its SHA-256, so a leaked table cannot be replayed as cookies. Each session
 * also has a public id, which is how the learner's session list names it. Lookups go through a
 * short-lived cache; everything that ends sessions here tells the cache once it is committed.
 */
/** Replaces whatever session this browser had with a new one for `user` (a new id). */
export async function startFreshSession(
  sessions: SessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  await sessions.end(request.cookies[SESSION_COOKIE], reply);
  await sessions.start(reply, user.id, request.headers['user-agent']);
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly cookieOptions: { secure: boolean },
    private readonly cache: SessionCache,
    private readonly knownDevices: KnownDevices,
  ) {}

  /**
   * Creates a new session (a fresh id on every login) and sets its cookie. The browser is then
   * one that has signed in to the account (known-devices.ts).
   */
  async start(reply: FastifyReply, userId: number, userAgent: string | undefined): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        public_id: randomBytes(12).toString('base64url'),
        user_id: userId,
        user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        last_seen_at: now,
        expires_at: expiryFrom(Date.parse(now)),
        created_at: now,
      })
      .execute();
    this.setCookie(reply, token);
    this.knownDevices.remember(reply, userId);
  }

  /**
   * The session behind a cookie token and its user, sliding the expiry forward when it is due.
   * The user row comes from the cache when a recent request read it (`loadUser` otherwise).
   */
  async resolve(
    token: string,
    reply: FastifyReply,
    userAgent: string | undefined,
    loadUser: (userId: number) => Promise<UserRow | undefined>,
  ): Promise<ResolvedSession | undefined> {
    const now = Date.now();
    const cached = this.cache.get(token);
    const session = cached ?? (await this.read(token));
    if (!session) return undefined;
    const { tokenHash } = session;
    if (session.expiresAt <= now) {
      await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      await this.cache.invalidate({ tokenHash });
      return undefined;
    }
    const slide = session.expiresAt - now < SESSION_DAYS * DAY_MS - REFRESH_AFTER_MS;
    const seen = now - session.lastSeenAt < LAST_SEEN_EVERY_MS;
    if (slide || !seen) {
      const expiresAt = slide ? expiryFrom(now) : undefined;
      const updated = await this.db
        .updateTable('sessions')
        .set({
          last_seen_at: new Date(now).toISOString(),
          ...(userAgent ? { user_agent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        })
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      // Ended on another instance since this one cached it.
      if (Number(updated.numUpdatedRows) === 0) {
        await this.cache.invalidate({ tokenHash });
        return undefined;
      }
      this.cache.touched(token, {
        lastSeenAt: now,
        expiresAt: expiresAt ? Date.parse(expiresAt) : session.expiresAt,
      });
      if (slide) this.setCookie(reply, token);
    }
    let user = cached?.user;
    if (!user) {
      const readStartedAt = this.cache.readStarts();
      user = await loadUser(session.userId);
      if (user) this.cache.putUser(token, user, readStartedAt);
    }
    return { userId: session.userId, publicId: session.publicId, user };
  }

  /** Ends the session of this cookie (logout) and clears the cookie. */
  async end(token: string | undefined, reply: FastifyReply): Promise<void> {
    if (token) {
      const tokenHash = hashToken(token);
      const result = await this.db
        .deleteFrom('sessions')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      // A made-up cookie ends nothing and costs the other instances nothing.
      if (Number(result.numDeletedRows) > 0) await this.cache.invalidate({ tokenHash });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The user's live sessions, most recently seen first. */
  async list(userId: number): Promise<SessionSummary[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['public_id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', new Date().toISOString())
      .execute();
    return rows
      .map((row) => ({
        id: row.public_id,
        userAgent: row.user_agent,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at ?? row.created_at,
      }))
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends one of the user's sessions by its public id; answers whether there was one. */
  async endOne(userId: number, publicId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .executeTakeFirst();
    const ended = Number(result.numDeletedRows) > 0;
    if (ended) await this.cache.invalidate({ userId });
    return ended;
  }

  /** Ends every session of the user but `keepPublicId` (none kept when it is null). */
  async endAll(userId: number, keepPublicId: string | null = null): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepPublicId) query = query.where('public_id', '!=', keepPublicId);
    const ended = Number((await query.executeTakeFirst()).numDeletedRows);
    // The kept session is forgotten too; its next request reads it back.
    if (ended > 0) await this.cache.invalidate({ userId });
    return ended;
  }

  async purgeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async read(token: string): Promise<CachedSession | undefined> {
    const readStartedAt = this.cache.readStarts();
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'public_id', 'expires_at', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const session = {
      tokenHash,
      userId: row.user_id,
      publicId: row.public_id,
      expiresAt: Date.parse(row.expires_at),
      lastSeenAt: Date.parse(row.last_seen_at ?? ''),
    };
    this.cache.put(token, session, readStartedAt);
    return session;
  }

  private setCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.cookieOptions.secure,
      maxAge: SESSION_DAYS * 86_400,
    });
  }
}
