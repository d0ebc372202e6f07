// Prints the longest functions of the repository by its own rule, launchpad/max-lines-per-function
// (blank lines and comments skipped; a test suite's describe callback is not counted). ESLint
// fails at 150; this lists everything over the given floor, longest first, and shows the named
// exceptions (eslint-disable comments) too.
//   node scripts/longest-functions.mjs [floor, default 100]
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const floor = Number(process.argv[2] ?? 100);
const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  // Lengths need no types; the rule's options are the configuration's, with a lower maximum.
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      rules: {
        'launchpad/max-lines-per-function': [
          'error',
          { max: floor, skipBlankLines: true, skipComments: true },
        ],
      },
    },
  ],
  // Named exceptions are reported as well, with the reason they give.
  allowInlineConfig: false,
});
const results = await eslint.lintFiles(['apps', 'packages', 'e2e', 'scripts']);
const rows = results.flatMap((result) =>
  result.messages
    .filter((message) => message.ruleId === 'launchpad/max-lines-per-function')
    .map((message) => ({
      lines: Number(/\((\d+)\)/.exec(message.message)?.[1] ?? 0),
      where: `${result.filePath.slice(root.length)}:${message.line}`,
      what: message.message.replace(/ has too many lines.*/, ''),
    })),
);
rows.sort((a, b) => b.lines - a.lines);
for (const row of rows) console.log(`${String(row.lines).padStart(5)}  ${row.what}  ${row.where}`);
console.log(`${rows.length} functions over ${floor} lines`);
