import type * as Crypto from 'node:crypto';
import type * as FileSystem from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type * as Path from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as WorkerThreads from 'node:worker_threads';
import type * as TypeScript from 'typescript';
import type { TestResult } from '@launchpad/runner/types';
import { sealedParts, type SealedCheckRequest, type SealedParts } from './sealed-program.ts';
import {
  TYPE_CHECK_TEST,
  TYPE_TEST_HELPERS,
  typeCheckResults,
  typeCheckedFiles,
  type TypeDiagnostic,
  type TypeTests,
} from './type-tests.ts';

/**
 * Type-checks a TypeScript challenge with the TypeScript compiler, in a worker thread of its own
 * with a time and a memory limit (issue #34). It runs no learner code: the compiler only reads it,
 * in a sealed program (issue #47, sealed-program.ts). The worker is kept between checks, with the
 * standard library's and React's declarations parsed once (most of a check's cost), and replaced
 * after a timeout or a crash.
 */
export interface TypeCheckerOptions {
  /** A check that takes longer is stopped and reported as such. */
  timeoutMs?: number;
  /** The worker's V8 old-generation limit. */
  heapMb?: number;
}

export class TypeCheckTimeout extends Error {
  override name = 'TypeCheckTimeout';
}

const requireHere = createRequire(import.meta.url);

/**
 * The worker's code, run with `eval` so the server's bundle needs no file of its own for it:
 * self-contained (no names from this module), with the sealed checker's parts handed in beside
 * it (sealed-program.ts, each self-contained too). It gets the worker's CommonJS `require` as
 * `load`: a bundler rewrites `require(…)` calls in the code it bundles, which would break in the
 * worker.
 */
function typeCheckWorker(load: (id: string) => unknown, parts: SealedParts) {
  const { parentPort, workerData } = load('node:worker_threads') as typeof WorkerThreads;
  const path = load('node:path') as typeof Path;
  const crypto = load('node:crypto') as typeof Crypto;
  const checker = parts.createSealedChecker(
    {
      ts: load(workerData.typescript as string) as typeof TypeScript,
      fs: load('node:fs') as typeof FileSystem,
      path,
      randomName() {
        return crypto.randomBytes(16).toString('hex');
      },
      libFolder: path.dirname(workerData.typescript as string),
      packages: workerData.packages as Record<string, string>,
      helpers: workerData.helpers as string,
    },
    parts,
  );
  parentPort!.on('message', (message: { id: number; request: SealedCheckRequest }) => {
    try {
      parentPort!.postMessage({ id: message.id, diagnostics: checker.check(message.request) });
    } catch (error) {
      parentPort!.postMessage({
        id: message.id,
        error: String((error as Error)?.message ?? error),
      });
    }
  });
}

/**
 * The declaration packages the learner's code may import, found from here (where the grader's
 * `@types/react` dependency is installed), by package name. One that is missing is left out: an
 * import of React is then an error, never a read of another folder.
 */
function bundledPackages(): Record<string, string> {
  const packages: Record<string, string> = {};
  try {
    const react = requireHere.resolve('@types/react/package.json');
    packages['@types/react'] = dirname(react);
    packages.csstype = dirname(createRequire(react).resolve('csstype/package.json'));
  } catch {
    // Left out, as said above.
  }
  return packages;
}

export class TypeChecker {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 0;
  private readonly timeoutMs: number;
  private readonly heapMb: number;

  constructor(options: TypeCheckerOptions = {}) {
    // The first check after a start parses the standard library's and React's declarations
    // (~1.5 s quiet, seen over 10 s on a 2-core machine at a load of 15): room for that, while a
    // type that sends the compiler into a loop is still stopped.
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.heapMb = options.heapMb ?? 512;
  }

  /**
   * The learner's files checked with the type tests, as test results (type-tests.ts): what the
   * grade prepends and the workspace's type check answers. A check that cannot finish (time
   * limit, crash) fails the type-check test, saying why, never passes.
   */
  async results(files: Readonly<Record<string, string>>, tests: TypeTests): Promise<TestResult[]> {
    try {
      const diagnostics = await this.check(typeCheckedFiles(files, tests));
      return typeCheckResults({ learnerFiles: Object.keys(files), tests, diagnostics });
    } catch (error) {
      return [{ name: TYPE_CHECK_TEST, passed: false, message: (error as Error).message }];
    }
  }

  /** The compiler's errors in a request (typeCheckedFiles), one check at a time. */
  check(request: SealedCheckRequest): Promise<TypeDiagnostic[]> {
    const run = this.queue.then(() => this.run(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private run(request: SealedCheckRequest): Promise<TypeDiagnostic[]> {
    const worker = this.ensureWorker();
    const id = (this.nextId += 1);
    return new Promise((resolvePromise, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (error: Error) => {
        done();
        this.discard(worker);
        reject(error);
      };
      const onMessage = (message: {
        id: number;
        diagnostics?: TypeDiagnostic[];
        error?: string;
      }) => {
        if (message.id !== id) return;
        done();
        if (message.diagnostics) resolvePromise(message.diagnostics);
        else reject(new Error(`The type checker failed: ${message.error ?? 'no answer'}`));
      };
      const onError = (error: Error) =>
        fail(new Error(`The type checker stopped: ${error.message}`));
      const onExit = () => fail(new Error('The type checker stopped.'));
      const timer = setTimeout(
        () =>
          fail(
            new TypeCheckTimeout(
              `Type-checking took longer than ${Math.round(this.timeoutMs / 1000)} seconds.`,
            ),
          ),
        this.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, request });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const typescript = requireHere.resolve('typescript');
    const parts = Object.entries(sealedParts).map(([name, part]) => `${name}: ${part.toString()}`);
    const code = `(${typeCheckWorker.toString()})(require, { ${parts.join(', ')} })`;
    const worker = new Worker(code, {
      eval: true,
      workerData: { typescript, packages: bundledPackages(), helpers: TYPE_TEST_HELPERS },
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private discard(worker: Worker): void {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
