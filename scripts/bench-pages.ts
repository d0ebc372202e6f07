// npm run bench:pages — Lighthouse (mobile, simulated throttling: its default) on each public
// page of the built app, in Debian's Chromium, 3 runs per page; prints the median of each figure.
// Targets (issue #15): LCP ≤ 1.0 s and FCP ≤ 0.9 s on / and /frontend-launchpad, CLS ≤ 0.01, all
// four categories ≥ 98, no console errors. A static page served by bare Node in the same run is
// the reference: what this machine gives a page with no JavaScript at all.
// Then, per page, when its controls start working on a slow phone (scripts/lib/controls-ready.ts,
// issue #27): the goal is that they work at the first contentful paint. BENCH_LIGHTHOUSE=off
// measures that alone.
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { measureControls, type ControlTimes } from './lib/controls-ready.ts';
import { freePort, startNode } from './lib/servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const pages = ['/', '/frontend-launchpad', '/about', '/contact', '/enroll', '/login'];
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== 'off';

/** The reference: one static HTML page with a heading and a paragraph, no script, no CSS file. */
async function startStaticReference() {
  const port = await freePort();
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A static reference page."><title>Reference</title></head><body><main><h1>Transform your career with practical frontend skills</h1><p>A static page with no JavaScript.</p></main></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  consoleErrors: number;
}

/**
 * What costs a page points outside performance: the failing audits of the other three categories,
 * with the console's errors, so a score under target says why.
 */
function failingAudits(lhr: Result): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
  );
  return ids.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score === 1) return [];
    const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items;
    const detail = items
      ?.map((item) => String(item.description ?? item.url ?? item.source ?? ''))
      .filter(Boolean)
      .join('; ');
    return [`${id}${detail ? ` (${detail})` : ''}`];
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startNode('apps/server/dist/main.js');
const reference = await startStaticReference();
if (!LIGHTHOUSE) {
  await reportControls();
  reference.stop();
  await app.stop();
  process.exit(0);
}
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
try {
  const rows: Array<[string, Figures]> = [];
  const failures = new Map<string, Set<string>>();
  const targets = [
    ...pages.map((path) => [path, `${app.url}${path}`]),
    ['static reference', `${reference.url}/`],
  ];
  for (const [name, url] of targets) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url!, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      for (const failure of failingAudits(lhr)) {
        failures.set(name!, (failures.get(name!) ?? new Set()).add(failure));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbt: value('total-blocking-time'),
        bytes: value('total-byte-weight'),
        consoleErrors:
          (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items
            ?.length ?? 0,
      });
    }
    const figures = Object.fromEntries(
      Object.keys(runs[0]!).map((key) => [
        key,
        median(runs.map((run) => run[key as keyof Figures])),
      ]),
    ) as unknown as Figures;
    rows.push([name!, figures]);
  }

  console.log(
    `Lighthouse ${RUNS} runs per page (median), mobile, simulated throttling, headless Chromium`,
  );
  console.log(
    '| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | CLS | TBT | Bytes | Console errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, f] of rows) {
    console.log(
      `| ${name} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbt)} ms | ${(f.bytes / 1024).toFixed(1)} KiB | ${f.consoleErrors} |`,
    );
  }
  for (const [name, audits] of failures) {
    console.log(`\n${name} fails: ${[...audits].join(', ')}`);
  }
  await reportControls();
} finally {
  chrome.kill();
  reference.stop();
  await app.stop();
}

/** Per page, the median over RUNS of when its controls start working (see controls-ready.ts). */
async function reportControls() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `\nWhen the controls work: ${RUNS} runs per page (median), 390 px, 4× CPU, slow 4G (150 ms, 1.6 Mbit/s)`,
    );
    console.log(
      '| Page | FCP | App took over | Controls in <main> work | Every control works | Native at paint |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const path of pages) {
      const runs: ControlTimes[] = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await measureControls(browser, `${app.url}${path}`));
      const at = (key: keyof ControlTimes) => median(runs.map((run) => run[key]));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `| ${path} | ${seconds(at('fcp'))} | ${seconds(at('hydrated'))} | ${seconds(at('mainControlsWork'))} | ${seconds(at('allControlsWork'))} | ${at('nativeControls')} of ${at('controls')} |`,
      );
    }
  } finally {
    await browser.close();
  }
}
