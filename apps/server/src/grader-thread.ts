/**
 * A worker thread that holds the app's own Chromium graders (the embedded default, GRADER=on in
 * the web process). Playwright, once it has launched a browser, turns on async hooks for its
 * whole thread, and every promise then costs about four times as much (measured: 3 million
 * awaits, 0.19 s before a launch, 0.72 s after). In a thread of its own that cost stays here,
 * away from the thread that answers requests. modules/challenges/threaded-grader.ts talks to it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ChromiumGrader, type GraderOptions } from '@launchpad/grader';
import type { ToGraderThread, FromGraderThread } from './modules/challenges/threaded-grader.ts';

const port = parentPort;
if (!port) throw new Error('grader-thread.ts runs as a worker thread');
const send = (message: FromGraderThread) => port.postMessage(message);
const asError = (error: unknown) => ({
  name: error instanceof Error ? error.name : 'Error',
  message: error instanceof Error ? error.message : String(error),
});

const pool = new ChromiumGrader({
  ...(workerData as Omit<GraderOptions, 'onEvent'>),
  onEvent: (event) => send({ kind: 'event', event }),
});

port.on('message', (message: ToGraderThread) => {
  switch (message.kind) {
    case 'start':
      pool.start().then(
        () => send({ kind: 'done', id: message.id }),
        (error: unknown) => send({ kind: 'failed', id: message.id, error: asError(error) }),
      );
      return;
    case 'grade':
      pool.grade(message.source, message.tests).then(
        (run) => send({ kind: 'graded', id: message.id, run }),
        (error: unknown) => send({ kind: 'failed', id: message.id, error: asError(error) }),
      );
      return;
    case 'close':
      pool.close().then(
        () => send({ kind: 'done', id: message.id }),
        (error: unknown) => send({ kind: 'failed', id: message.id, error: asError(error) }),
      );
  }
});
