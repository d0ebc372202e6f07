import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Browsers that have signed in to an account before (OWASP's 'device cookies'): a cookie that
 * names the account and a random device id, signed by the server. The per-account cap on failed
 * logins binds only browsers without one, so a stranger guessing at an account cannot lock its
 * owner out; a known browser has a cap of its own (decision 0007).
 */
export const DEVICE_COOKIE = 'known_device';
const DEVICE_DAYS = 365;

export class KnownDevices {
  private readonly key: Buffer;

  /** `serverSecret`: the server's signing secret; the device key is derived from it. */
  constructor(
    serverSecret: string,
    private readonly cookieOptions: { secure: boolean },
  ) {
    this.key = createHmac('sha256', serverSecret).update('launchpad-known-device-v1').digest();
  }

  /** Marks this browser as one that has signed in to the account (a new device id each time). */
  remember(reply: FastifyReply, userId: number): void {
    const value = `${userId}.${randomBytes(16).toString('base64url')}`;
    reply.setCookie(DEVICE_COOKIE, `${value}.${this.sign(value)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.cookieOptions.secure,
      maxAge: DEVICE_DAYS * 86_400,
    });
  }

  /** The device id when `cookie` is this server's for the account `userId`, else undefined. */
  deviceOf(cookie: string | undefined, userId: number): string | undefined {
    const match = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(cookie ?? '');
    if (!match || Number(match[1]) !== userId) return undefined;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`), 'base64url');
    const given = Buffer.from(match[3]!, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? match[2]
      : undefined;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }
}
