import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Route } from 'playwright-core';
import { launchWays } from '../sandbox.ts';
import { checkPublicUrl, type AddressPolicy } from './public-address.ts';

/** What a mentor sees of a learner's live site: facts, and axe-core's accessibility findings. */
export interface LiveCheckReport {
  checkedAt: string;
  url: string;
  /** 'checked': the page loaded and was audited; 'refused': not a public address; 'failed'. */
  outcome: 'checked' | 'refused' | 'failed';
  /** Why it was refused or failed, in words. */
  reason: string | null;
  httpStatus: number | null;
  title: string | null;
  lang: string | null;
  hasViewportMeta: boolean | null;
  loadMs: number | null;
  /** Requests of the page refused because they went to a private address. */
  blockedRequests: number;
  violations: Array<{ id: string; impact: string | null; help: string; nodes: number }>;
}

export interface LiveCheckerOptions {
  chromiumPath: string;
  chromiumUser?: string;
  policy: AddressPolicy;
  /** For the page to load and be audited. */
  timeoutMs?: number;
}

const MAX_REDIRECTS = 5;
/** axe-core's bundle, read on the first check (not by every importer of the grader). */
let axeBundle: string | undefined;
const axeSource = () =>
  (axeBundle ??= readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  ));

/**
 * Opens a learner's live site in Chromium and audits it with axe-core (issue #33). Chromium itself
 * has no network (a proxy that does not exist, loopback included): every request of the page goes
 * through the interceptor, which checks its address (public-address.ts) and fetches it from here,
 * following redirects one hop at a time and checking each, so neither the page, a redirect nor a
 * subresource can make the server reach a private address.
 */
export class LiveChecker {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly options: LiveCheckerOptions) {}

  async check(url: string): Promise<LiveCheckReport> {
    const report = emptyReport(url);
    const first = await checkPublicUrl(url, this.options.policy);
    if (!first.allowed) return { ...report, outcome: 'refused', reason: first.reason };
    const timeoutMs = this.options.timeoutMs ?? 20_000;
    const context = await (
      await this.launch()
    ).newContext({ bypassCSP: true, serviceWorkers: 'block' });
    let refusedDocument: string | null = null;
    try {
      const page = await context.newPage();
      await page.route('**/*', async (route) => {
        const outcome = await this.fetchChecked(route, timeoutMs);
        if (outcome.refused) {
          report.blockedRequests += 1;
          if (route.request().isNavigationRequest()) refusedDocument = outcome.refused;
        }
      });
      const started = performance.now();
      const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      if (refusedDocument) return { ...report, outcome: 'refused', reason: refusedDocument };
      report.loadMs = Math.round(performance.now() - started);
      report.httpStatus = response?.status() ?? null;
      const facts = await page.evaluate(pageFacts);
      await page.evaluate(axeSource());
      const violations = await page.evaluate(axeViolations);
      return {
        ...report,
        outcome: 'checked',
        title: facts.title,
        lang: facts.lang,
        hasViewportMeta: facts.viewport,
        violations,
      };
    } catch (error) {
      if (refusedDocument) return { ...report, outcome: 'refused', reason: refusedDocument };
      return { ...report, outcome: 'failed', reason: failureText(error) };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }

  /**
   * Fetches a request of the page from here after checking its address, and each redirect's
   * target before following it; answers the browser with the final response.
   */
  private async fetchChecked(route: Route, timeoutMs: number): Promise<{ refused?: string }> {
    let target = route.request().url();
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const verdict = await checkPublicUrl(target, this.options.policy);
      if (!verdict.allowed) {
        await route.abort('blockedbyclient');
        return { refused: verdict.reason };
      }
      const response = await route.fetch({ url: target, maxRedirects: 0, timeout: timeoutMs });
      const location = response.headers()['location'];
      if (response.status() >= 300 && response.status() < 400 && location) {
        target = new URL(location, target).href;
        continue;
      }
      await route.fulfill({ response });
      return {};
    }
    await route.abort('failed');
    return { refused: 'The site redirects too many times.' };
  }

  private launch(): Promise<Browser> {
    this.browser ??= (async () => {
      let failure: unknown;
      for (const way of launchWays({
        chromiumPath: this.options.chromiumPath,
        chromiumUser: this.options.chromiumUser,
      })) {
        try {
          return await chromium.launch({
            executablePath: way.executablePath,
            chromiumSandbox: way.sandbox,
            args: [
              ...(way.sandbox ? [] : ['--no-sandbox']),
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              // No network of its own: the interceptor fetches what the page asks for.
              '--proxy-server=http://127.0.0.1:9',
              '--proxy-bypass-list=<-loopback>',
            ],
          });
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    })();
    return this.browser;
  }
}

/**
 * What runs in the page. The grader compiles without the DOM's types (it runs in Node), so the
 * page's globals are typed here by what is read of them.
 */
interface PageGlobals {
  document: {
    title: string;
    documentElement: { lang: string };
    querySelector(selector: string): unknown;
  };
  axe: {
    run(
      context: unknown,
      options: { resultTypes: string[] },
    ): Promise<{
      violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }>;
    }>;
  };
}

function pageFacts() {
  const { document } = globalThis as unknown as PageGlobals;
  return {
    title: document.title,
    lang: document.documentElement.lang || null,
    viewport: document.querySelector('meta[name="viewport"]') !== null,
  };
}

async function axeViolations() {
  const { axe, document } = globalThis as unknown as PageGlobals;
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations.map((each) => ({
    id: each.id,
    impact: each.impact,
    help: each.help,
    nodes: each.nodes.length,
  }));
}

function emptyReport(url: string): LiveCheckReport {
  return {
    checkedAt: new Date().toISOString(),
    url,
    outcome: 'failed',
    reason: null,
    httpStatus: null,
    title: null,
    lang: null,
    hasViewportMeta: null,
    loadMs: null,
    blockedRequests: 0,
    violations: [],
  };
}

const failureText = (error: unknown) =>
  error instanceof Error && /Timeout/i.test(error.message)
    ? 'The site did not finish loading in time.'
    : 'The site could not be opened.';
