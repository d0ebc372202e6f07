import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | undefined;
}

export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
}

/**
 * Verifies a Google Identity Services ID token: signature against Google's published keys (the
 * JWKS URL is configurable so tests can serve their own), issuer, audience, expiry, and that
 * Google verified the e-mail address.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
  return async function verifyGoogleIdToken(token: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      throw new GoogleTokenError((error as Error).message, { cause: error });
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!payload.sub || !email) throw new GoogleTokenError('token has no subject or e-mail');
    if (payload.email_verified !== true) throw new GoogleTokenError('e-mail is not verified');
    return {
      subject: payload.sub,
      email,
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
