import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as Path from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import type * as TypeScript from 'typescript';
import type { TestResult } from '@launchpad/runner/types';
import {
  TYPE_CHECK_TEST,
  typeCheckResults,
  typeCheckedFiles,
  type TypeDiagnostic,
  type TypeTests,
} from './type-tests.ts';

/**
 * Type-checks a TypeScript challenge with the TypeScript compiler, in a worker thread of its own
 * with a time and a memory limit (issue #34). It runs no learner code: the compiler only reads it.
 * The worker is kept between checks, with the standard library's and React's declarations parsed
 * once (most of a check's cost), and replaced after a timeout or a crash.
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
 * self-contained (no names from this module). It gets the worker's CommonJS `require` as `load`:
 * a bundler rewrites `require(…)` calls in the code it bundles, which would break in the worker.
 * Learner files live in a folder beside the project's node_modules, so `import … from 'react'`
 * finds React's types.
 */
function typeCheckWorker(load: (id: string) => unknown) {
  const { parentPort, workerData } = load('node:worker_threads') as typeof WorkerThreads;
  const path = load('node:path') as typeof Path;
  const ts = load(workerData.typescript as string) as typeof TypeScript;
  const folder = path.join(workerData.root as string, '__learner__');
  const options: TypeScript.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    esModuleInterop: true,
  };
  const kept = new Map<string, TypeScript.SourceFile | undefined>();
  parentPort!.on('message', (message: { id: number; files: Record<string, string> }) => {
    try {
      const virtual = new Map(
        Object.entries(message.files).map(([name, text]) => [path.join(folder, name), text]),
      );
      const host = ts.createCompilerHost(options);
      const readSource = host.getSourceFile.bind(host);
      host.getSourceFile = (fileName, languageVersion, onError) => {
        const text = virtual.get(fileName);
        if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
        if (!kept.has(fileName)) kept.set(fileName, readSource(fileName, languageVersion, onError));
        return kept.get(fileName);
      };
      const fileExists = host.fileExists.bind(host);
      host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
      // The learner's folder exists only in memory: module resolution ('./App') must see it.
      const directoryExists = host.directoryExists?.bind(host);
      host.directoryExists = (name) =>
        path.resolve(name) === folder || (directoryExists ? directoryExists(name) : true);
      const readFile = host.readFile.bind(host);
      host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);
      host.writeFile = () => undefined;
      const program = ts.createProgram([...virtual.keys()], options, host);
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => !d.file || virtual.has(d.file.fileName))
        .map((d) => ({
          file: d.file ? path.basename(d.file.fileName) : '',
          line:
            d.file && d.start !== undefined
              ? d.file.getLineAndCharacterOfPosition(d.start).line + 1
              : 0,
          message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
          code: d.code,
        }));
      parentPort!.postMessage({ id: message.id, diagnostics });
    } catch (error) {
      parentPort!.postMessage({
        id: message.id,
        error: String((error as Error)?.message ?? error),
      });
    }
  });
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

  /** The compiler's errors in `files` (name → text), one check at a time. */
  check(files: Readonly<Record<string, string>>): Promise<TypeDiagnostic[]> {
    const run = this.queue.then(() => this.run(files));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private run(files: Readonly<Record<string, string>>): Promise<TypeDiagnostic[]> {
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
      worker.postMessage({ id, files });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const typescript = requireHere.resolve('typescript');
    // The folder that holds the project's node_modules (where `typescript` was found).
    const root = resolve(dirname(typescript), '..', '..', '..');
    const worker = new Worker(`(${typeCheckWorker.toString()})(require)`, {
      eval: true,
      workerData: { typescript, root },
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
