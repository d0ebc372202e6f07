// Prints the JavaScript the home route loads (the entry chunk and its static imports, gzipped)
// and fails the build when it is over budget. Runs after `vite build` (apps/web).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
}
visit('index.html');

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const kb = gzipSync(readFileSync(join(dist, file))).length / 1000;
  total += kb;
  console.log(`  ${file.padEnd(40)} ${kb.toFixed(2).padStart(8)} kB gzip`);
}
console.log(`home route JavaScript: ${total.toFixed(2)} kB gzip (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB) {
  console.error(`The home route is over its ${BUDGET_KB} kB budget.`);
  process.exitCode = 1;
}
