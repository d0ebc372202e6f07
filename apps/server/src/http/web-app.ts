import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NATIVE_FORM_STATE_ID,
  XSRF_TOKEN_PLACEHOLDER,
  nativeForms,
  type NativeFormState,
} from '@launchpad/contract';
import {
  isSitePath,
  publicPagePaths,
  sitePaths,
  unlistedPublicPagePaths,
} from '@launchpad/contract/site-paths';
import { runtimeFileHeaders } from '@launchpad/runner/frame-policy';
import type { LearnerFrames } from '../config.ts';
import type { NativeFormPages } from './native-forms.ts';

/**
 * Serves the built web app from the same origin as the API. Hashed assets are cached forever;
 * HTML is never cached. The public pages are served as rendered at build time (their content in
 * the HTML, decision 0011); the other pages of the site get the app's shell, `index.html`, so
 * deep links load. A path that is no page gets the prerendered not-found page with status 404, so
 * search engines and link checkers see a real 404, not a 'soft' one. A page that depends on stored
 * data (a public profile, a certificate, a challenge) gets the shell with 404 when `pageExists`
 * says it is not there.
 *
 * A page with a form that posts natively (the lead forms, decision 0020) carries the visitor's
 * anti-forgery token, so it is filled in and compressed for each request; the answers to those
 * forms are rendered by the build's renderer (`nativeFormPages`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    distDir,
    publicUrl,
    learnerFrames,
    pageExists = async () => true,
  }: {
    distDir: string;
    publicUrl: URL;
    learnerFrames: LearnerFrames;
    pageExists?: PageExists;
  },
): Promise<{ nativeFormPages: NativeFormPages | null }> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing (run npm run build).`);
  }
  // What the server knows only at start: PUBLIC_URL, and where learner frames load from.
  const fill = (html: string) =>
    html
      .replaceAll('%PUBLIC_ORIGIN%', publicUrl.origin)
      .replaceAll('%RUNTIME_ORIGIN%', learnerFrames.runtimeOrigin ?? '');
  const fillIn = (html: string): ServedPage =>
    html.includes(XSRF_TOKEN_PLACEHOLDER) ? { perVisitor: fill(html) } : compressedPage(fill(html));
  const indexHtml = fillIn(readFileSync(indexFile, 'utf8'));
  const prerendered = readPrerenderedPages(distDir, fillIn);
  const pageFor = (pathname: string) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    return prerendered.get(path) ?? indexHtml;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (path.includes('/runtime/')) {
        reply.headers(runtimeFileHeaders(path, learnerFrames.appOrigins));
      }
    },
  });

  app.get('/', (request, reply) => sendPage(request, reply, 200, pageFor('/')));

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  const sitemap = sitemapXml(publicUrl);
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isSitePath(pathname)) {
        // The shell either way: the app shows the not-found page itself once it asks the API.
        return sendPage(
          request,
          reply,
          (await pageExists(pathname)) ? 200 : 404,
          pageFor(pathname),
        );
      }
      return sendPage(request, reply, 404, prerendered.get(NOT_FOUND) ?? indexHtml);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` });
  });

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    page: ServedPage,
  ) {
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if ('perVisitor' in page) {
      // Brotli's quality 11 takes ~100 ms on a page; 5 takes ~1 ms and is a few percent larger.
      const html = Buffer.from(
        page.perVisitor.replaceAll(XSRF_TOKEN_PLACEHOLDER, request.xsrfToken),
      );
      if (encoding === 'identity') return reply.send(html);
      const body =
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : gzipSync(html);
      return reply.header('Content-Encoding', encoding).send(body);
    }
    if (encoding === 'identity') return reply.send(page.identity);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  }

  return { nativeFormPages: await loadNativeFormPages(distDir, fill) };
}

/** Whether the page at a path of the site is there (its data exists). */
export type PageExists = (pathname: string) => Promise<boolean>;

/**
 * The check of the pages of one site path, e.g. '/certificates/:id': `exists` gets the path's
 * `:name` segments, decoded like the web app's router does; any other path is not its business
 * (true). A segment that does not decode is no page.
 */
export function pagesAt(
  sitePath: string,
  exists: (params: Record<string, string>) => Promise<boolean>,
): PageExists {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${sitePath.replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}/?$`,
  );
  return async (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return true;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
    } catch {
      return false;
    }
    return exists(params);
  };
}

/** A page is there when every check says so (each looks only at the paths of its own pages). */
export function everyPageCheck(...checks: PageExists[]): PageExists {
  return async (pathname) => {
    for (const exists of checks) if (!(await exists(pathname))) return false;
    return true;
  };
}

/**
 * The build's renderer of the lead forms' pages (scripts/prerender.mjs lists it with each form
 * page's shell: the page with its #root left empty). The app, rendered for the outcome, goes in
 * #root, and the state it was rendered with beside it, so the browser's first render matches.
 */
async function loadNativeFormPages(
  distDir: string,
  fill: (html: string) => string,
): Promise<NativeFormPages | null> {
  const index = readPrerenderedIndex(distDir);
  if (!index?.nativeForms) return null;
  const { renderer, shells } = index.nativeForms;
  const module = (await import(pathToFileURL(join(distDir, '.prerendered', renderer)).href)) as {
    renderNativeFormPage(state: NativeFormState, xsrfToken: string): Promise<string>;
  };
  const shellOf = new Map(
    Object.entries(shells).map(([path, file]) => [
      path,
      fill(readFileSync(join(distDir, '.prerendered', file), 'utf8')),
    ]),
  );
  return {
    async render(state, xsrfToken) {
      const shell = shellOf.get(nativeForms[state.form]);
      if (!shell) throw new Error(`no prerendered shell for the ${state.form} form`);
      const app = await module.renderNativeFormPage(state, xsrfToken);
      const stateScript = `<script type="application/json" id="${NATIVE_FORM_STATE_ID}">${JSON.stringify(
        state,
      ).replace(/</g, '\\u003c')}</script>`;
      return shell
        .replace(ROOT_OUTLET, () => app)
        .replace('</body>', () => `${stateScript}\n</body>`)
        .replaceAll(XSRF_TOKEN_PLACEHOLDER, xsrfToken);
    },
  };
}

/** Where a form page's shell leaves the app out (scripts/prerender.mjs writes it). */
const ROOT_OUTLET = '<!--app-->';

/**
 * A page in each encoding, compressed once at start. Most pages are answered by the not-found
 * handler, which the compression plugin does not reach (it hooks routes), and the HTML carries its
 * stylesheet: uncompressed, a public page was ~75 kB instead of ~15, the first paint's main cost on
 * a slow mobile network.
 */
interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page as served: compressed once, or filled in and compressed per visitor. */
type ServedPage = CompressedPage | { perVisitor: string };

function compressedPage(html: string): CompressedPage {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

/** Brotli, else gzip, else none, as the client's Accept-Encoding allows (q=0 refuses). */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Where scripts/prerender.mjs lists the pages it wrote, `{ pages: { path: file }, notFound: file }`,
 * and the hashes of the inline script they carry.
 */
interface PrerenderedIndex {
  pages: Record<string, string>;
  notFound: string;
  inlineScriptHashes: string[];
  /** The lead forms' renderer (a module, relative to .prerendered) and shells, by page path. */
  nativeForms?: { renderer: string; shells: Record<string, string> };
}

function readPrerenderedIndex(distDir: string): PrerenderedIndex | null {
  const indexFile = join(distDir, '.prerendered', 'index.json');
  if (!existsSync(indexFile)) return null;
  return JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedIndex;
}

/** What the Content-Security-Policy must allow for the prerendered pages' inline script to run. */
export function prerenderedInlineScriptHashes(distDir: string): string[] {
  return readPrerenderedIndex(distDir)?.inlineScriptHashes ?? [];
}
const NOT_FOUND = '<not found>';

/**
 * The pages rendered at build time, read once, with what is known only at start filled in.
 * A build without them (the server's own tests use a stand-in dist) serves the shell everywhere.
 */
function readPrerenderedPages(
  distDir: string,
  fillIn: (html: string) => ServedPage,
): Map<string, ServedPage> {
  const folder = join(distDir, '.prerendered');
  const pages = new Map<string, ServedPage>();
  const index = readPrerenderedIndex(distDir);
  if (!index) return pages;
  const read = (file: string) => fillIn(readFileSync(join(folder, file), 'utf8'));
  for (const [path, file] of Object.entries(index.pages)) pages.set(path, read(file));
  pages.set(NOT_FOUND, read(index.notFound));
  return pages;
}
/** The pages behind a login (and the API) are of no use to a search engine. */
const privatePagePaths = Object.values(sitePaths)
  .filter((path) => !publicPagePaths.includes(path) && !unlistedPublicPagePaths.includes(path))
  .map((path) => path.split('/:')[0]!)
  .filter((path, index, all) => all.indexOf(path) === index);

export function robotsTxt(publicUrl: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePagePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(publicUrl: URL): string {
  const urls = publicPagePaths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, publicUrl).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
