import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/**
 * Stands in for Google: a key pair generated for the test, its public half served as a JWKS on
 * localhost, and a signer for ID tokens like the ones Google Identity Services hands the browser.
 */
export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { privateKey: strangerKey } = await generateKeyPair('RS256');

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    /** An ID token; `claims` override the defaults, `options` break it on purpose. */
    async token(
      claims: JWTPayload & Record<string, unknown>,
      options: {
        audience?: string;
        expiresIn?: string | number;
        signWithStrangerKey?: boolean;
      } = {},
    ) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? 'test-client-id')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.signWithStrangerKey ? strangerKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
