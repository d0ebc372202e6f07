// Builds what learner frames load from /runtime/: the frame bootstrap, the bridge, the libraries
// (React, axios), the learner's side of the grader's membrane, the test harness, the grader's frame,
// world and check page. Usage: node build-runtime.mjs <output directory>
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = resolve(process.argv[2] ?? join(here, 'dist', 'runtime'));
mkdirSync(outdir, { recursive: true });

const runtime = (name) => join(here, 'src', 'runtime', `${name}.ts`);
const common = {
  outdir,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  // Every runtime file runs strict: no `caller` or `arguments` of its functions for learner code.
  banner: { js: '"use strict";' },
  logLevel: 'warning',
};
await Promise.all([
  build({
    ...common,
    entryPoints: [
      ...['frame', 'bridge', 'react', 'axios', 'harness', 'grader-world', 'fake-api'].map(runtime),
      { in: join(here, 'src', 'check-page.ts'), out: 'check' },
    ],
  }),
  // Every learner frame loads this one, the grader's included: user-event gets the little of
  // Testing Library it uses, not all of it.
  build({
    ...common,
    entryPoints: [runtime('learner-side')],
    alias: { '@testing-library/dom': runtime('user-event-dom') },
  }),
]);
for (const page of ['frame.html', 'grading-frame.html', 'check.html']) {
  copyFileSync(join(here, 'src', 'runtime', page), join(outdir, page));
}
// axe-core as it ships (already minified), for `expectAccessible` (src/runtime/accessibility.ts).
copyFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), join(outdir, 'axe.js'));
console.log(`runner runtime built into ${outdir}`);
