// Prints the JavaScript two routes load and fails the build when either is over its budget. Runs
// after `vite build` (apps/web).
// - The home route: the entry chunk and its static imports, gzipped.
// - The challenge workspace: what opening it adds to the home route (its chunk and the static
//   imports the home route does not already have). Code loaded on demand (Prettier, the merge
//   view) is not counted: it is fetched only when used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue #15's target. React is 67.7 kB of it; the app's own router (decision 0016) replaced React
 * Router's data router, which was about 27 kB of the entry chunk. Measured 96.8 kB.
 */
const HOME_BUDGET_KB = 100;
/**
 * The workspace route weighed 339.7 kB gzip (this script's measure) before issue #14 'Learner
 * loop' (commit bbed970); that issue allows it to grow by at most 40 kB.
 */
const WORKSPACE_BASELINE_KB = 339.7;
const WORKSPACE_BUDGET_KB = WORKSPACE_BASELINE_KB + 40;
const WORKSPACE_ENTRY = 'src/features/challenges/challenge-workspace-page.tsx';

const dist = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys of a chunk and everything it imports statically. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

const gzipKb = (key) => gzipSync(readFileSync(join(dist, manifest[key].file))).length / 1000;

function report(title, keys, budgetKb) {
  let total = 0;
  for (const key of keys) {
    const kb = gzipKb(key);
    total += kb;
    console.log(`  ${manifest[key].file.padEnd(48)} ${kb.toFixed(2).padStart(8)} kB gzip`);
  }
  console.log(`${title}: ${total.toFixed(2)} kB gzip (budget ${budgetKb} kB)`);
  if (total > budgetKb) {
    console.error(`${title} is over its ${budgetKb} kB budget.`);
    process.exitCode = 1;
  }
}

const home = staticClosure('index.html');
report('home route JavaScript', [...home], HOME_BUDGET_KB);
const workspace = [...staticClosure(WORKSPACE_ENTRY)].filter((key) => !home.has(key));
report(
  `workspace route JavaScript (on top of the home route; ${WORKSPACE_BASELINE_KB} kB before #14)`,
  workspace,
  WORKSPACE_BUDGET_KB,
);
