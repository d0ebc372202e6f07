// Renders the public pages to HTML after `vite build` (decision 0011). Usage:
//   node scripts/prerender.mjs <web dist> <prerender bundle dir>
// The prerender bundle is `vite build --ssr src/prerender.tsx`. Each page is written, inside the
// built index.html, to <web dist>/.prerendered/<name>.html with its own title, description and
// canonical link, listed in .prerendered/index.json; the server serves it for its path (apps/server/src/http/web-app.ts) and fills in
// PUBLIC_URL, which is known only when it starts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { transformSync } from 'esbuild';

/** Replaced by the server with PUBLIC_URL's origin. */
const PUBLIC_ORIGIN = '%PUBLIC_ORIGIN%';

const [distDir = 'apps/web/dist', bundleDir = 'apps/web/dist-prerender'] = process.argv.slice(2);
const bundle = resolve(bundleDir, 'prerender.js');
const { renderPage, prerenderedPages, nativeFormPagePaths, structuredDataFor, jsonLdScript } =
  await import(pathToFileURL(bundle).href);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One exact replacement, or the build fails: a template change must not go unnoticed. */
function replaceOnce(html, pattern, replacement, what) {
  const matches = html.match(new RegExp(pattern, 'gs'));
  if (matches?.length !== 1) throw new Error(`index.html: expected one ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * Open Graph and Twitter card tags: how a shared link shows (title, description and the
 * 1200×630 card that scripts/brand-images.mjs renders).
 */
function shareCardTags({ title, description, url }) {
  const image = `${PUBLIC_ORIGIN}/og-image.png`;
  const properties = {
    'og:type': 'website',
    'og:site_name': 'Frontend Launchpad',
    'og:locale': 'en_IN',
    'og:title': title,
    'og:description': description,
    'og:url': url,
    'og:image': image,
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': 'Frontend Launchpad: become a job-ready frontend developer',
  };
  const names = {
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': description,
    'twitter:image': image,
  };
  return [
    ...Object.entries(properties).map(
      ([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}" />`,
    ),
    ...Object.entries(names).map(
      ([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}" />`,
    ),
  ];
}

/**
 * The stylesheet goes inside each prerendered page: the first paint then waits for the HTML alone,
 * not for a second round trip (on a slow mobile network, the difference between a page that shows
 * at once and one that does not). Each page keeps only the rules its own markup uses (`critical`,
 * below); the whole stylesheet follows once the page has painted. The app shell keeps the link,
 * cached after the first visit.
 */
const stylesheetTag = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const stylesheetHref = readFileSync(join(distDir, 'index.html'), 'utf8').match(stylesheetTag)?.[1];
if (!stylesheetHref) throw new Error('index.html: expected one stylesheet link');

function inlineStylesheet(html) {
  const css = readFileSync(join(distDir, stylesheetHref), 'utf8');
  // Without JavaScript the whole stylesheet is linked, as before: nothing then loads it later.
  return replaceOnce(
    html,
    stylesheetTag,
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n    <noscript><link rel="stylesheet" href="${stylesheetHref}"></noscript>`,
    'stylesheet link',
  );
}

/**
 * Keeps, of the inlined stylesheet, the rules that match an element of the page (pseudo-classes
 * such as :hover ignored, so they stay) and the theme's `dark` and `light` classes, which
 * public/theme.js sets on <html> before the first paint. What the page shows after hydration
 * (menus, dialogs, toasts) is styled by the whole stylesheet, which public/hydrate.js links at the
 * first paint, before it asks for the app's modules. The home page's inlined CSS goes from 51 to
 * about 30 kB, and the page under the ~14 kB a first round trip carries (brotli).
 * e2e/prerender.spec.ts checks that each page is laid out the same before and after.
 */
const critical = new Beasties({
  path: distDir,
  reduceInlineStyles: true,
  external: false,
  inlineFonts: false,
  preload: false,
  pruneSource: false,
  logLevel: 'warn',
  // Beasties cannot look inside :where(), which Tailwind's space-y and divide-y rules use.
  allowRules: [/\.(dark|light)\b/, /^:where\(/],
});

/**
 * The page with its inlined stylesheet cut down to its critical rules. Only the CSS is taken from
 * Beasties' output: it writes the whole document anew (its own quoting and void tags), and the
 * page's markup stays as React rendered it.
 */
const styleElement = /<style>[\s\S]*?<\/style>/;

async function withCriticalCss(page) {
  const cut = (await critical.process(page)).match(styleElement)?.[0];
  if (!cut) throw new Error('the critical CSS pass left no <style> element');
  return replaceOnce(page, styleElement, cut, 'style');
}

/**
 * The app's module script and its modulepreload links give way to public/hydrate.js, which loads
 * the same modules once the page has painted: the page paints without them, and requested at once
 * they would share the connection with the HTML. It is inlined, minified, after theme.js, which
 * must block and run first: a script file is one more request before the first paint (about
 * 0.15 s in Lighthouse's mobile simulation). The Content-Security-Policy allows it by its hash,
 * which the index lists for the server (`inlineScriptHashes`); no other inline script runs.
 */
function loadModulesAfterFirstPaint(html) {
  const source = transformSync(
    ['theme.js', 'hydrate.js'].map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n'),
    { minify: true, target: 'es2019' },
  ).code.trim();
  const preloads = [];
  let page = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_tag, href) => {
      preloads.push(href);
      return '';
    },
  );
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const entry = page.match(moduleScript)?.[1];
  page = replaceOnce(page, moduleScript, '', 'module script');
  const attributes = `data-entry="${entry}" data-modulepreload="${preloads.join(' ')}" data-stylesheet="${stylesheetHref}"`;
  page = replaceOnce(
    page,
    /<script src="\/theme.js"><\/script>/,
    `<script ${attributes}>${source}</script>`,
    'theme script',
  );
  const hash = `sha256-${createHash('sha256').update(source).digest('base64')}`;
  return { page, hash };
}

const { page: template, hash: inlineScriptHash } = loadModulesAfterFirstPaint(
  inlineStylesheet(readFileSync(join(distDir, 'index.html'), 'utf8')),
);
const outDir = join(distDir, '.prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);

// The lead forms' pages also get a shell, #root left empty, for the server's answers to their
// native posts, which it renders with this bundle's renderNativeFormPage (decision 0020).
const index = {
  pages: {},
  notFound: '',
  inlineScriptHashes: [inlineScriptHash],
  nativeForms: { renderer: relative(outDir, bundle), shells: {} },
};
for (const [name, path] of Object.entries(prerenderedPages)) {
  const { html, head } = await renderPage(path);
  let page = replaceOnce(
    template,
    /<div id="root"><\/div>/,
    `<div id="root">${html}</div>`,
    '#root',
  );
  page = replaceOnce(
    page,
    /<title>.*?<\/title>/,
    `<title>${escapeHtml(head.title)}</title>`,
    'title',
  );
  page = replaceOnce(
    page,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'meta description',
  );
  // The not-found page stands for every unknown path: it has no address of its own, and is no
  // page to share or to index.
  if (name !== 'not-found') {
    const canonical = `${PUBLIC_ORIGIN}${path === '/' ? '/' : path}`;
    const tags = [
      `<link rel="canonical" href="${canonical}" />`,
      ...shareCardTags({ ...head, url: canonical }),
      ...structuredDataFor(name, PUBLIC_ORIGIN).map(jsonLdScript),
    ];
    page = page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  }
  page = await withCriticalCss(page);
  writeFileSync(join(outDir, `${name}.html`), page);
  if (nativeFormPagePaths.includes(path)) {
    const shell = replaceOnce(
      page,
      /<div id="root">.*<\/div>(?=\s*<\/body>)/s,
      '<div id="root"><!--app--></div>',
      '#root in page',
    );
    writeFileSync(join(outDir, `${name}.shell.html`), shell);
    index.nativeForms.shells[path] = `${name}.shell.html`;
  }
  if (name === 'not-found') index.notFound = `${name}.html`;
  else index.pages[path] = `${name}.html`;
  console.log(`prerendered ${path.padEnd(22)} → .prerendered/${name}.html (${page.length} bytes)`);
}
// Read by the server: which file answers which path.
writeFileSync(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
