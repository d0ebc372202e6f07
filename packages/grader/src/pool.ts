import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { buildDocument } from '@launchpad/runner/document';
import { AXE_FILE, usesAccessibility } from '@launchpad/runner/accessibility';
import { TypeChecker } from './typecheck/type-checker.ts';
import { needsTypeCheck } from './typecheck/type-tests.ts';
import { declaredBrowserTests, declaredTypeTests, settleResults } from './declared-tests.ts';
export { NOT_REACHED, NOT_STARTED } from './declared-tests.ts';
import {
  FRAME_READY_REPORT,
  GRADER_WORLD,
  PROGRESS_BINDING,
  type GradedTests,
  type RunnerSource,
  type TestResult,
} from '@launchpad/runner/types';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { loadRuntimeFiles, type RuntimeFile } from './runtime-files.ts';
import { serveRuntime, type RuntimeServer } from './runtime-server.ts';
import { launchWays, sandboxWarning, type LaunchWay } from './sandbox.ts';

/**
 * A pool of warm Chromium pages that run learners' code against a challenge's tests. Each page
 * (/runtime/check.html) holds one warm sandboxed learner frame (grading-frame.html), and Chromium
 * evaluates the runner's grader-world.js in an isolated world of every document of the page as it
 * starts, so a job is one call into that world of the warm frame: the learner's document and code
 * live in the frame's own world, the tests, their built-ins and the results in the isolated one,
 * and the verdict is that world's return value, which no learner code can reach
 * (docs/decisions/0019-verdicts-outside-the-learner-realm.md). Then the page swaps the frame for a
 * fresh one, whose world says when it has loaded.
 *
 * One browser process; each page has a context of its own, so a page that misbehaves is thrown
 * away without touching the others. Pages are reused between jobs and replaced after
 * `jobsPerPage` jobs, after a crash and after a run that overstays its time limit.
 */

export interface GraderOptions {
  /** The built runner runtime (apps/web/dist/runtime). */
  runtimeDir: string;
  chromiumPath: string;
  /** Environment Chromium starts with on top of this process's (the bundled one's fonts). */
  chromiumEnv?: Record<string, string>;
  /** Pages that grade at the same time. */
  concurrency: number;
  /** A page is replaced after this many jobs, so whatever learners' code leaks goes with it. */
  jobsPerPage?: number;
  /** The hard limit for one submission, from the call to its results. */
  timeoutMs?: number;
  /** The V8 heap limit of each page's renderer, in MB: code that allocates past it crashes. */
  heapLimitMb?: number;
  /** The user a root grader starts Chromium as, so that its sandbox can be on (sandbox.ts). */
  chromiumUser?: string;
  /** Told about replaced pages and restarts, and how Chromium was started, for the logs. */
  onEvent?: (event: GraderEvent) => void;
}

export type GraderEvent =
  | { type: 'page-replaced'; reason: 'timeout' | 'crash' | 'worn' | 'error' }
  | { type: 'browser-restarted'; reason: string }
  | { type: 'browser-started'; sandbox: boolean; user: string; warning?: string };

/**
 * One grading: a result per test. When the run failed as a whole (over the time limit, crashed)
 * `failure` says why, and the results are those that finished before it, the rest failed.
 */
export interface GradeRun {
  results: TestResult[];
  failure?: string;
}

/** The browser is gone or cannot start: the job should be retried, not failed. */
export class GraderUnavailableError extends Error {
  override name = 'GraderUnavailableError';
}

export const TIMEOUT_FAILURE = (seconds: number) =>
  `Your code did not finish within ${seconds} seconds (an endless loop or a promise that never settles?).`;
export const CRASH_FAILURE = 'Your code crashed the page (it may have used too much memory).';
export const LEFT_FAILURE =
  'Your code stopped the tests from running (it navigated away from or replaced the test page).';

/**
 * Chromium's flags (as in the e2e config, but with Chromium's sandbox wherever the way it is
 * started allows one: sandbox.ts), and no way out to any network: every request but those for
 * the grader's runtime server (`runtimeHost`, host:port on loopback) goes to a proxy that does
 * not exist, loopback included, WebSockets too.
 */
export function chromiumArgs(heapLimitMb: number, runtimeHost: string, sandbox = false): string[] {
  return [
    ...(sandbox ? [] : ['--no-sandbox']),
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--proxy-server=http://127.0.0.1:9',
    `--proxy-bypass-list=<-loopback>;${runtimeHost}`,
    // A young generation of V8's default size for so small an old one (about 1 MB) promotes
    // most of a job's short-lived objects, and the old generation is then collected over and
    // over: 60 % of a grading's CPU went to the collector. 4 MB semispaces cut that to ~8 %.
    `--js-flags=--max-old-space-size=${heapLimitMb} --max-semi-space-size=4`,
    // A sandboxed frame in a process of its own costs a process start and a cold compile of the
    // runtime for every job (~3× slower here). The grader's page holds nothing but the runner,
    // and a frame that hangs its process is caught by the job's hard time limit.
    '--disable-features=IsolateSandboxedIframes',
  ];
}

/** What a run reported so far, through the tests' world's progress binding. */
interface RunProgress {
  /** By the test's place in the run; a test not reported yet is a hole. */
  results: TestResult[];
  /** The run's key: a report without it is not the tests' world's. */
  key: string;
}

interface Slot {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  jobs: number;
  crashed: Promise<'crash'>;
  /** The progress of the run in each isolated world, by its execution context id. */
  runs: Map<number, RunProgress>;
  /** The tests' world of the warm learner frame, once it has loaded: the next job runs there. */
  world: number;
  /** The frame the page is loading: its random name, and who waits for its world. */
  loading?: { name: string; loaded: (world: number) => void };
}

/** The learner went where the tests cannot follow: not the grader's fault, the submission's. */
class LeftTheTestPage extends Error {}

export class ChromiumGrader {
  private readonly options: Required<
    Omit<GraderOptions, 'onEvent' | 'chromiumUser' | 'chromiumEnv'>
  > &
    Pick<GraderOptions, 'onEvent' | 'chromiumUser' | 'chromiumEnv'>;
  /** How Chromium starts, once a way has worked (sandbox.ts); the ways left to try before. */
  private launchWay: LaunchWay | undefined;
  private readonly runtime: Map<string, RuntimeFile>;
  /** Serves `runtime` to Chromium, from the first launch to close(). */
  private runtimeServer: Promise<RuntimeServer> | undefined;
  /** The runner's grader-world.js, evaluated in the isolated world of every learner frame. */
  private readonly graderWorld: string;
  /** axe-core, evaluated in a job's world when its tests use `expectAccessible`. */
  private readonly axe: string;
  private browser: Promise<Browser> | undefined;
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<{
    resolve: (slot: Slot) => void;
    reject: (error: Error) => void;
  }> = [];
  private slots = 0;
  private closed = false;
  /** TypeScript challenges' type checks, in a worker thread of their own (started on first use). */
  private typeChecker: TypeChecker | undefined;

  constructor(options: GraderOptions) {
    this.options = { jobsPerPage: 100, timeoutMs: 10_000, heapLimitMb: 40, ...options };
    this.runtime = loadRuntimeFiles(options.runtimeDir);
    this.graderWorld = this.runtime.get('grader-world.js')!.body.toString('utf8');
    this.axe = this.runtime.get(AXE_FILE)!.body.toString('utf8');
  }

  /** Whether Chromium is where the options say. */
  static isInstalled(chromiumPath: string): boolean {
    return existsSync(chromiumPath);
  }

  /** Starts the browser and warms every page, so the first jobs do not pay for it. */
  async start(): Promise<void> {
    const slots = await Promise.all(
      Array.from({ length: this.options.concurrency }, () => this.openSlot()),
    );
    for (const slot of slots) this.release(slot);
  }

  /**
   * Grades a learner's files: the tests in Chromium and, for TypeScript, the type check with the
   * type-level tests beside it (its results first: a type error is the first thing to fix).
   * Resolves with a result for every test the challenge declares (declared-tests.ts), in order:
   * a test the trusted side did not report as passed (the page crashed, stalled or left before
   * it, the time ran out) is failed, saying so; `failure` says why a run ended early. Rejects only
   * with GraderUnavailableError (the browser itself is gone).
   */
  async grade(source: RunnerSource, tests: GradedTests): Promise<GradeRun> {
    const types = tests.types ?? {};
    const browserTests = declaredBrowserTests(tests);
    if (!needsTypeCheck(source.files, types)) {
      const run = await this.gradeInChromium(source, tests);
      return { ...run, results: settleResults(browserTests, run.results, Boolean(run.failure)) };
    }
    const [run, typeResults] = await Promise.all([
      this.gradeInChromium(source, tests),
      (this.typeChecker ??= new TypeChecker()).results(source.files, types),
    ]);
    const results = [
      ...settleResults(declaredTypeTests(source.files, types), typeResults, false),
      ...settleResults(browserTests, run.results, Boolean(run.failure)),
    ];
    return { ...run, results };
  }

  private async gradeInChromium(source: RunnerSource, tests: GradedTests): Promise<GradeRun> {
    const slot = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs);
    });
    const progress: RunProgress = { results: [], key: randomUUID() };
    try {
      const outcome = await Promise.race([
        this.runInWorld(slot, source, tests, progress),
        timedOut,
        slot.crashed,
      ]);
      if (outcome === 'timeout' || outcome === 'crash' || outcome === 'left') {
        if (outcome === 'left') this.finishJob(slot);
        else this.replace(slot, outcome);
        const failure =
          outcome === 'timeout'
            ? TIMEOUT_FAILURE(Math.round(this.options.timeoutMs / 1000))
            : outcome === 'crash'
              ? CRASH_FAILURE
              : LEFT_FAILURE;
        // What finished before the cut counts; `grade` fails the rest as not reached.
        return { results: progress.results, failure };
      }
      this.finishJob(slot);
      return { results: outcome };
    } catch (error) {
      // The page or the browser went away under us: not the submission's doing.
      this.replace(slot, 'error');
      throw new GraderUnavailableError(`grading failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One job in the slot's warm frame, in one call: its tests' world puts the learner's document in
   * place and runs the tests, and the call's return value is the verdict.
   */
  private async runInWorld(
    slot: Slot,
    source: RunnerSource,
    tests: GradedTests,
    progress: RunProgress,
  ): Promise<TestResult[] | 'left'> {
    const world = slot.world;
    slot.runs.set(world, progress);
    try {
      const request = {
        html: buildDocument(source, { channel: randomUUID(), mode: 'test', react: 'document' }),
        files: [
          { source: tests.visible, hidden: false },
          ...(tests.hidden ? [{ source: tests.hidden, hidden: true }] : []),
        ],
        progressKey: progress.key,
      };
      if (usesAccessibility(request.files.map((file) => file.source))) {
        // In the tests' world, before the run: no test's time goes into loading it.
        await slot.cdp.send('Runtime.evaluate', { contextId: world, expression: this.axe });
      }
      const graded = await slot.cdp
        .send('Runtime.evaluate', {
          contextId: world,
          expression: `launchpadGrader.grade(${JSON.stringify(request)})`,
          awaitPromise: true,
          returnByValue: true,
        })
        .catch((error: Error) => {
          // The world went away with the document the learner's code navigated from.
          if (/context|destroyed|navigat/i.test(error.message)) throw new LeftTheTestPage();
          throw error;
        });
      if (graded.exceptionDetails) throw new LeftTheTestPage();
      return resultsOf(graded.result.value);
    } catch (error) {
      if (error instanceof LeftTheTestPage) return 'left';
      throw error;
    } finally {
      slot.runs.delete(world);
    }
  }

  /**
   * Has the page swap its learner frame for a fresh one, and resolves once the new frame has
   * loaded, with its tests' world. The world reports under the frame's name, chosen here at random,
   * so the report of a frame whose learner code navigated it cannot pass for the new one.
   */
  private async loadFrame(slot: Slot): Promise<void> {
    const name = randomUUID();
    const loaded = new Promise<number>((resolve) => {
      slot.loading = { name, loaded: resolve };
    });
    await slot.cdp.send('Runtime.evaluate', {
      expression: `launchpadRunner.nextGradingFrame(${JSON.stringify(name)})`,
    });
    slot.world = await loaded;
    // The page's session history outlives the frames in it: a job that pushed entries would
    // show the next job, another learner's, a longer `history` (a channel between them). Each job
    // starts with one entry, as a freshly opened page does.
    await slot.cdp.send('Page.resetNavigationHistory');
  }

  /** A job ended with its page usable: the frame goes, a fresh one warms, the page is reused. */
  private finishJob(slot: Slot): void {
    slot.jobs += 1;
    if (slot.jobs >= this.options.jobsPerPage) {
      this.replace(slot, 'worn');
      return;
    }
    this.loadFrame(slot).then(
      () => this.release(slot),
      () => this.replace(slot, 'error'),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.typeChecker?.close();
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => undefined))?.close();
    const server = this.runtimeServer;
    this.runtimeServer = undefined;
    if (server) await (await server.catch(() => undefined))?.close();
  }

  private serveRuntime(): Promise<RuntimeServer> {
    this.runtimeServer ??= serveRuntime(this.runtime);
    return this.runtimeServer;
  }

  /** Starts Chromium the least privileged way that works here, found once and kept. */
  private async startBrowser(): Promise<Browser> {
    const ways = this.launchWay
      ? [this.launchWay]
      : launchWays({
          chromiumPath: this.options.chromiumPath,
          chromiumUser: this.options.chromiumUser,
        });
    const { host } = await this.serveRuntime();
    const failures: string[] = [];
    for (const way of ways) {
      let browser: Browser | undefined;
      try {
        browser = await chromium.launch({
          executablePath: way.executablePath,
          args: chromiumArgs(this.options.heapLimitMb, host, way.sandbox),
          // Playwright adds --no-sandbox unless told otherwise.
          chromiumSandbox: way.sandbox,
          ...(this.options.chromiumEnv
            ? { env: { ...process.env, ...this.options.chromiumEnv } }
            : {}),
        });
        if (!this.launchWay) {
          // A browser that launched can still die at its first page, when it cannot start its
          // helper processes (a binary its user cannot reach: issue #47): a way is kept only
          // once a page has run a script in it.
          const context = await browser.newContext();
          await (await context.newPage()).evaluate('1');
          await context.close();
          this.launchWay = way;
          this.options.onEvent?.({
            type: 'browser-started',
            sandbox: way.sandbox,
            user: way.user,
            warning: sandboxWarning(way),
          });
        }
        return browser;
      } catch (error) {
        await browser?.close().catch(() => undefined);
        failures.push(`as ${way.user}${way.sandbox ? ', sandboxed' : ''}: ${launchError(error)}`);
      }
    }
    throw new Error(failures.join('; '));
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launched = this.startBrowser();
      this.browser = launched;
      launched.then(
        (browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launched) this.browser = undefined;
            if (!this.closed) {
              this.options.onEvent?.({ type: 'browser-restarted', reason: 'disconnected' });
            }
          }),
        () => {
          if (this.browser === launched) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  private async openSlot(): Promise<Slot> {
    this.slots += 1;
    try {
      const browser = await this.launch();
      const { base } = await this.serveRuntime();
      // No Playwright route: one would turn Chromium's cache off (runtime-server.ts). The proxy
      // flags refuse every request but the runtime's.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const crashed = new Promise<'crash'>((resolve) => page.once('crash', () => resolve('crash')));
      const cdp = await context.newCDPSession(page);
      const slot: Slot = {
        browser,
        context,
        page,
        cdp,
        jobs: 0,
        crashed,
        runs: new Map(),
        world: 0,
      };
      await cdp.send('Runtime.enable');
      // Only the tests' isolated world has this binding: the learner's frame cannot report.
      await cdp.send('Runtime.addBinding', {
        name: PROGRESS_BINDING,
        executionContextName: GRADER_WORLD,
      });
      cdp.on('Runtime.bindingCalled', (event) => {
        if (event.name !== PROGRESS_BINDING) return;
        try {
          const message = JSON.parse(event.payload) as {
            type?: string;
            frame?: unknown;
            index?: unknown;
            result?: unknown;
            key?: unknown;
          };
          if (message.type === FRAME_READY_REPORT) {
            if (slot.loading && message.frame === slot.loading.name) {
              slot.loading.loaded(event.executionContextId);
              slot.loading = undefined;
            }
            return;
          }
          const run = slot.runs.get(event.executionContextId);
          if (!run || message.key !== run.key) return;
          if (message.type === 'test-result' && Number.isInteger(message.index)) {
            run.results[message.index as number] = resultsOf([message.result])[0]!;
          }
        } catch {
          // Not ours to read: the world reports only JSON.
        }
      });
      await page.goto(`${base}check.html`);
      // From now on, every document of the page starts with the tests' world in place, before
      // any script of its own has run.
      await cdp.send('Page.enable');
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
        source: this.graderWorld,
        worldName: GRADER_WORLD,
      });
      await this.loadFrame(slot);
      return slot;
    } catch (error) {
      this.slots -= 1;
      throw new GraderUnavailableError(`Chromium could not start: ${(error as Error).message}`);
    }
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new GraderUnavailableError('the grader is closed');
    const slot = this.idle.pop();
    if (slot) return slot;
    if (this.slots < this.options.concurrency) return this.openSlot();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }

  /** Throws a page away and opens a fresh one in its place, in the background. */
  private replace(slot: Slot, reason: 'timeout' | 'crash' | 'worn' | 'error'): void {
    this.options.onEvent?.({ type: 'page-replaced', reason });
    this.slots -= 1;
    void this.dispose(slot);
    if (this.closed) return;
    this.openSlot().then(
      (fresh) => this.release(fresh),
      (error: Error) => {
        // No page now: the job waiting longest learns it, so it can be retried later.
        this.waiting.shift()?.reject(error);
      },
    );
  }

  private async dispose(slot: Slot): Promise<void> {
    const closed = slot.context.close().then(
      () => true,
      () => true,
    );
    const stuck = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000).unref());
    // A renderer that will not close takes the browser with it; the next job starts a new one.
    if (!(await Promise.race([closed, stuck])) && slot.browser.isConnected()) {
      this.options.onEvent?.({ type: 'browser-restarted', reason: 'a page would not close' });
      await slot.browser.close().catch(() => undefined);
    }
  }
}

/** The first line of a launch's error, and the first thing Chromium itself said on stderr. */
function launchError(error: unknown): string {
  const [first = '', ...rest] = (error instanceof Error ? error.message : String(error)).split(
    '\n',
  );
  const said = rest.find((line) => /^\[pid=\d+\]\[err\] \S/.test(line));
  return said ? `${first} (${said.replace(/^\[pid=\d+\]\[err\] /, '')})` : first;
}

/** Test results as the tests' world returned them, checked for shape. */
function resultsOf(value: unknown): TestResult[] {
  if (!Array.isArray(value)) throw new Error('the tests returned no results');
  return value.map((result: unknown) => {
    const { name, passed, message, hidden } = (result ?? {}) as Record<string, unknown>;
    return {
      name: String(name),
      passed: passed === true,
      message: String(message ?? ''),
      ...(hidden === true ? { hidden: true } : {}),
    };
  });
}
