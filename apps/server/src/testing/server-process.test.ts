import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { scratchServer } from './server-process.ts';
import { CONTENT_DIR } from './test-app.ts';

// A start-up failure in CI must say why in the test's own error, not only in a log far above.
it('a server process that cannot start fails the test with its own words', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as { port: number };
  const scratch = scratchServer('start-fail', CONTENT_DIR);
  try {
    await expect(scratch.start(port)).rejects.toThrow(/exited with 1: .*EADDRINUSE/s);
  } finally {
    taken.close();
    scratch.remove();
  }
}, 60_000);
