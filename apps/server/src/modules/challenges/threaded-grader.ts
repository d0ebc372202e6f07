import { Worker } from 'node:worker_threads';
import type { GradeRun, GraderEvent, GraderOptions } from '@launchpad/grader';
import type { GradedTests, RunnerSource } from '@launchpad/runner/types';
import type { Grader } from './grading.ts';

/** What the web process asks of the grader thread (src/grader-thread.ts). */
export type ToGraderThread =
  | { kind: 'start' | 'close'; id: number }
  | { kind: 'grade'; id: number; source: RunnerSource; tests: GradedTests };

/** What the grader thread answers, and the pool's events for the log. */
export type FromGraderThread =
  | { kind: 'done'; id: number }
  | { kind: 'graded'; id: number; run: GradeRun }
  | { kind: 'failed'; id: number; error: { name: string; message: string } }
  | { kind: 'event'; event: GraderEvent };

/**
 * The embedded Chromium graders, run in a worker thread (why: src/grader-thread.ts). Same calls as
 * ChromiumGrader; an error keeps its name across the thread, so GraderUnavailableError is still
 * recognised (grading.ts). If the thread dies, every call in flight and every later one fails as
 * unavailable, and the queue tries those submissions again later.
 */
export class ThreadedGrader implements Grader {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private dead: Error | undefined;

  constructor(options: GraderOptions) {
    const { onEvent, ...data } = options;
    // Built, dist/grader-thread.js sits beside dist/main.js. Run from source (tsx: the tests'
    // server processes) it is src/grader-thread.ts, which the thread can load only once it has
    // registered tsx itself (a worker does not take the parent's --import).
    this.worker = import.meta.url.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
            new URL('../../grader-thread.ts', import.meta.url).href,
          )}); });`,
          { eval: true, workerData: data },
        )
      : new Worker(new URL('./grader-thread.js', import.meta.url), { workerData: data });
    this.worker.unref();
    this.worker.on('message', (message: FromGraderThread) => {
      if (message.kind === 'event') {
        onEvent?.(message.event);
        return;
      }
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.kind === 'failed') {
        const error = new Error(message.error.message);
        error.name = message.error.name;
        call.reject(error);
      } else {
        call.resolve(message.kind === 'graded' ? message.run : undefined);
      }
    });
    const die = (error: Error) => {
      this.dead = Object.assign(new Error(`The grader thread stopped: ${error.message}`), {
        name: 'GraderUnavailableError',
      });
      for (const call of this.pending.values()) call.reject(this.dead);
      this.pending.clear();
    };
    this.worker.on('error', die);
    this.worker.on('exit', (code) => die(new Error(`exit code ${code}`)));
  }

  /** Starts the browser and warms every page. */
  async start(): Promise<void> {
    await this.call({ kind: 'start', id: this.nextId++ });
  }

  grade(source: RunnerSource, tests: GradedTests): Promise<GradeRun> {
    return this.call({ kind: 'grade', id: this.nextId++, source, tests }) as Promise<GradeRun>;
  }

  /** Closes the browser, then the thread. */
  async close(): Promise<void> {
    if (!this.dead) await this.call({ kind: 'close', id: this.nextId++ }).catch(() => undefined);
    await this.worker.terminate();
  }

  private call(message: ToGraderThread): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject });
      this.worker.postMessage(message);
    });
  }
}
