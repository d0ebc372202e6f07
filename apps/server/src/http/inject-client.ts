import type { FastifyInstance, InjectOptions } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';

/**
 * A cookie jar for `app.inject` that behaves like the web client: it keeps cookies between calls
 * and echoes the anti-forgery cookie in the header on state-changing calls. The tests call the
 * app through it (as `TestClient`), and so does `npm run demo:seed`, so the demo is made by the
 * same routes and checks as a person's clicks.
 */
export class InjectClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Takes a cookie as if this server had set it (a stolen cookie, a browser moved to another instance). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(options: InjectOptions & { xsrf?: boolean }) {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) {
      await this.request({ method: 'GET', url: '/api/health' });
    }
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token = this.cookies.get(XSRF_COOKIE);
    if (method !== 'GET' && options.xsrf !== false && token) headers[XSRF_HEADER] = token;
    const { xsrf: _xsrf, ...rest } = options;
    const response = await this.app.inject({ ...rest, headers });
    for (const set of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        set.value === '' || set.maxAge === 0 || (set.expires && set.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  /** Whether the server takes this client's cookies as a session (`GET /api/auth/user`). */
  async isLoggedIn(): Promise<boolean> {
    const response = await this.get('/api/auth/user');
    if (response.statusCode !== 200) {
      throw new Error(`GET /api/auth/user answered ${response.statusCode}: ${response.body}`);
    }
    return (response.json() as { isLoggedIn: boolean }).isLoggedIn;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      ...options,
    });
  }
}
