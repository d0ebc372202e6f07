import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Sliding expiry is refreshed at most once a day per session, not on every request. */
const REFRESH_AFTER_MS = DAY_MS;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiryFrom = (now: number) => new Date(now + SESSION_DAYS * DAY_MS).toISOString();

/**
 * Server-side sessions. The browser holds a random 256-bit token in an httpOnly cookie; the
 * database holds only its SHA-256, so a leaked table cannot be replayed as cookies.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly cookieOptions: { secure: boolean },
  ) {}

  /** Creates a new session (a fresh id on every login) and sets its cookie. */
  async start(reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        expires_at: expiryFrom(now),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    this.setCookie(reply, token);
  }

  /** The user id behind a cookie token, sliding the expiry forward when it is due. */
  async resolve(token: string, reply: FastifyReply): Promise<number | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const session = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!session) return undefined;
    const expiresAt = Date.parse(session.expires_at);
    if (expiresAt <= now) {
      await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      return undefined;
    }
    if (expiresAt - now < SESSION_DAYS * DAY_MS - REFRESH_AFTER_MS) {
      await this.db
        .updateTable('sessions')
        .set({ expires_at: expiryFrom(now) })
        .where('token_hash', '=', tokenHash)
        .execute();
      this.setCookie(reply, token);
    }
    return session.user_id;
  }

  async end(token: string | undefined, reply: FastifyReply): Promise<void> {
    if (token) {
      await this.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<=', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
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
