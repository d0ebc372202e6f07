// node scripts/run-together.mjs SCRIPT... — runs the named npm scripts at the same time and
// prints each one's output whole, in the order given, once all are done; fails if any failed.
// `npm run check` uses it: the type check, the linter and the format check are each one
// single-threaded process, so on two cores they take the longest one's time, not the sum.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs SCRIPT...');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) =>
        resolve({ name, code: code ?? 1, signal, output, seconds: (Date.now() - started) / 1000 }),
      );
    }),
);

let failed = 0;
for (const run of await Promise.all(runs)) {
  const verdict = run.code === 0 ? 'passed' : `FAILED (${run.signal ?? `exit ${run.code}`})`;
  process.stdout.write(`\n── npm run ${run.name}: ${verdict} in ${run.seconds.toFixed(0)} s\n`);
  process.stdout.write(Buffer.concat(run.output));
  if (run.code !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
