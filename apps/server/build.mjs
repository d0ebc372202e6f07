// Bundles the server into dist/ for `npm start` (or into the folder named by the first argument,
// beside dist/: the process test suites' own build). Workspace packages (TypeScript source) are
// bundled in; npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdir = process.argv[2] ?? 'dist';
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@launchpad/'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/migrate.ts',
    'src/grader.ts',
    'src/grader-thread.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
    'src/demo-seed-cli.ts',
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Packages loaded with require() inside the ESM bundle need a require of their own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`server bundled into apps/server/${outdir}`);
