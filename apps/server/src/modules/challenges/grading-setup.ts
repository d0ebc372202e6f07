import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ChromiumGrader, findChromium, type ChromiumChoice } from '@launchpad/grader';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { GradingMetrics } from '../../http/metrics.ts';
import { BullGradingQueue, LocalGradingQueue, type GradingQueue } from './grading-queue.ts';
import { GradingService, type Grader } from './grading.ts';
import { ChallengeRepo } from './repo.ts';
import { ThreadedGrader } from './threaded-grader.ts';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Grading {
  queue: GradingQueue;
  /** Starts the browser pool (if this process grades) and the queue. */
  start(): Promise<void>;
  /**
   * Takes no more submissions; those in hand are graded and stored, or handed back (claim
   * released) when their run is not over `handBackAfterMs` after the stop: none is left claimed.
   */
  stop(): Promise<void>;
  /** Pending submissions (every process's): waiting for a grader, and held by one. */
  backlog(): Promise<{ waiting: number; grading: number }>;
}

/** A claim outlives the grader's own time limit well: only a dead grader's claim runs out. */
export const leaseFor = (timeoutMs: number) => Math.max(5000, timeoutMs * 3);

/**
 * How long a stopping process lets its gradings finish: a run ends by the grader's own time limit,
 * and the margin lets the pool answer. One still running after it (a wedged browser) is handed back.
 */
export const handBackAfter = (timeoutMs: number) => timeoutMs + 2000;

/** The Chromium and the runner runtime this process grades with, or why it cannot grade. */
function gradingChromium(
  config: Config,
): { chromium: ChromiumChoice; runtimeDir: string } | { missing: string } {
  let chromium: ChromiumChoice;
  try {
    chromium = findChromium({
      configured: config.grader.chromiumPath,
      systemPath: config.grader.systemChromiumPath,
      // Unpacked where the user a root grader starts it as can reach it (issue #47).
      chromiumUser: config.grader.chromiumUser,
    });
  } catch (error) {
    return {
      missing: `No Chromium to start (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!ChromiumGrader.isInstalled(chromium.executablePath)) {
    return { missing: `No Chromium at ${chromium.executablePath}` };
  }
  const { runtimeDir } = config.grader;
  if (!runtimeDir || !existsSync(join(runtimeDir, 'check.html'))) {
    return {
      missing: `No runner runtime at ${runtimeDir ?? '(no web build)'} (npm run build makes it)`,
    };
  }
  return { chromium, runtimeDir };
}

/** A grader process that cannot grade: `npm run grader` says why in one line and exits. */
export class GradingCannotStart extends Error {
  override name = 'GradingCannotStart';
}

/**
 * Why Chromium did not start, in one line: the pool names each way it tried and what Chromium (or
 * the launcher that drops to its user: 'nobody cannot reach …') said (pool.ts `startBrowser`).
 */
function chromiumFailure(error: unknown): string {
  const [first = ''] = (error instanceof Error ? error.message : String(error)).split('\n');
  return first.trim().slice(0, 600);
}

/**
 * Puts grading together from the configuration: Chromium graders in this process unless
 * GRADER=off or Chromium is missing (then submissions wait as 'pending' for a grader elsewhere),
 * and the embedded queue or BullMQ when REDIS_URL is set. Used by the app and `npm run grader`.
 * `grader` replaces the Chromium pool (tests share one between apps).
 */
export function createGrading(
  config: Config,
  db: Db,
  log: Log,
  options: {
    grader?: Grader;
    role: 'app' | 'worker';
    metrics?: GradingMetrics;
    /** How long `stop` waits for gradings in hand before it hands them back. */
    handBackAfterMs?: number;
  },
): Grading {
  const repo = new ChallengeRepo(db);
  const leaseMs = leaseFor(config.grader.timeoutMs);
  let pool: ChromiumGrader | ThreadedGrader | undefined;
  let grader = options.grader;
  if (!grader && config.grader.enabled) {
    const found = gradingChromium(config);
    if ('missing' in found) {
      log.warn(
        { runtimeDir: config.grader.runtimeDir },
        `${found.missing}: submissions will wait as 'pending' until a grader with Chromium runs (set CHROMIUM_PATH, or start npm run grader where Chromium is).`,
      );
    } else {
      const { chromium, runtimeDir } = found;
      if (chromium.source !== 'CHROMIUM_PATH') {
        log.info(
          { chromiumPath: chromium.executablePath, passedOver: chromium.passedOver },
          chromium.source === 'system'
            ? "Grading with the system's Chromium."
            : "Grading with the Chromium installed with the project's dependencies (no working system Chromium).",
        );
      }
      // In the web process the graders run in a thread of their own, so Playwright's async hooks
      // do not slow the requests (src/grader-thread.ts); a grader process has no requests.
      const Pool = options.role === 'app' ? ThreadedGrader : ChromiumGrader;
      pool = new Pool({
        runtimeDir,
        chromiumPath: chromium.executablePath,
        chromiumEnv: chromium.env,
        concurrency: config.grader.concurrency,
        timeoutMs: config.grader.timeoutMs,
        heapLimitMb: config.grader.heapLimitMb,
        jobsPerPage: config.grader.jobsPerPage,
        chromiumUser: config.grader.chromiumUser,
        onEvent: (event) => {
          // Said once at start, in one line, when Chromium could not have its sandbox.
          if (event.type === 'browser-started') {
            if (event.warning) log.warn({ user: event.user }, event.warning);
            else
              log.info({ user: event.user }, `Grading runs Chromium sandboxed, as ${event.user}.`);
            return;
          }
          // A page worn out by its job count is routine; a time-out, a crash or a restart is not.
          if (event.type === 'page-replaced' && event.reason === 'worn') {
            log.info({ event }, 'grader pool');
          } else log.warn({ event }, 'grader pool');
        },
      });
      grader = pool;
    }
  }
  const grading = grader
    ? new GradingService(repo, grader, { leaseMs, log, metrics: options.metrics })
    : undefined;
  const shared = { concurrency: config.grader.concurrency, leaseMs, log };
  const queue: GradingQueue = config.redisUrl
    ? new BullGradingQueue(repo, grading, {
        ...shared,
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
      })
    : new LocalGradingQueue(repo, grading, shared);

  return {
    queue,
    async start() {
      if (pool) {
        try {
          await pool.start();
        } catch (error) {
          // Every way of starting it failed (sandbox.ts): said once, in one line, with why.
          const why = `Chromium did not start (${chromiumFailure(error)})`;
          // A grader process is there only to grade: it stops, and its supervisor sees it.
          if (options.role === 'worker') throw new GradingCannotStart(`${why}.`);
          // The app still serves; submissions wait as 'pending', each try starts Chromium anew.
          log.error(
            { err: error },
            `${why}: submissions wait as 'pending' until it starts (each grading tries again) or a grader elsewhere takes them; see the README, Running unprivileged.`,
          );
        }
      }
      await queue.start();
      if (options.role === 'worker' && !grading) {
        throw new GradingCannotStart(
          'This grader has no Chromium to grade with (see CHROMIUM_PATH).',
        );
      }
    },
    async stop() {
      const handBack = setTimeout(
        () => grading?.handBack(),
        options.handBackAfterMs ?? handBackAfter(config.grader.timeoutMs),
      );
      try {
        await queue.stop();
      } finally {
        clearTimeout(handBack);
      }
      await pool?.close();
    },
    async backlog() {
      const { pending, claimed } = await repo.pendingCounts();
      return { waiting: pending - claimed, grading: claimed };
    },
  };
}
