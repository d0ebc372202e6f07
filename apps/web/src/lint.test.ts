import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the repository's own ESLint configuration (issue #31), linted through ESLint's Node API
 * as `npm run lint` does. The toast ban: every toast goes through lib/toast.ts, whichever folder
 * the code lives in (the folder boundary bans used to replace it in features/, components/, lib/
 * and router/). The function length limit, which leaves test suites' callbacks out.
 */
const root = join(import.meta.dirname, '../../..');
// The snippets are linted at paths where no file exists, which the type-aware rules cannot type;
// the bans under test need no types.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
const TOAST_BAN = 'Import toast from lib/toast.ts';

/** The toast-ban problems ESLint reports for `code` at `file` (relative to the repository). */
async function toastBanProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result!.messages
    .filter((message) => message.message.includes(TOAST_BAN))
    .map((message) => message.message);
}

const importsToast = [
  "import { toast } from 'react-hot-toast';",
  "export const notify = () => toast('Saved');",
].join('\n');

const importsHeadlessToast = [
  "import { toast } from 'react-hot-toast/headless';",
  "export const notify = () => toast('Saved');",
].join('\n');

describe('toast ban (ESLint)', () => {
  it.each([
    'apps/web/src/features/x.tsx',
    'apps/web/src/features/challenges/x.tsx',
    'apps/web/src/components/x.tsx',
    'apps/web/src/lib/x.ts',
    'apps/web/src/router/x.tsx',
    'apps/web/src/app/x.tsx',
  ])('refuses react-hot-toast in %s', async (file) => {
    expect(await toastBanProblems(file, importsToast)).toHaveLength(1);
    expect(await toastBanProblems(file, importsHeadlessToast)).toHaveLength(1);
  });

  it('allows the wrapper and the toaster that renders its toasts', async () => {
    expect(await toastBanProblems('apps/web/src/lib/toast.ts', importsHeadlessToast)).toEqual([]);
    expect(await toastBanProblems('apps/web/src/app/toaster.tsx', importsHeadlessToast)).toEqual(
      [],
    );
  });

  it('keeps the folder boundary bans alongside it', async () => {
    const [result] = await eslint.lintText(
      [
        "import { toast } from 'react-hot-toast';",
        "import { HomePage } from '../features/home/home-page.tsx';",
        'export const used = [toast, HomePage];',
      ].join('\n'),
      { filePath: join(root, 'apps/web/src/lib/x.ts') },
    );
    expect(result!.messages.map((message) => message.message)).toEqual([
      expect.stringContaining(TOAST_BAN),
      expect.stringContaining('Shared code does not import features or the app shell.'),
    ]);
  });
});

describe('max-lines-per-function (ESLint)', () => {
  const RULE = 'launchpad/max-lines-per-function';
  /** A function body of `count` statements, with a blank line and a comment between each. */
  const statements = (count: number) =>
    Array.from({ length: count }, (_, index) => `  value += ${index};\n\n  // step ${index}`).join(
      '\n',
    );

  /** The lines of the functions over the limit in `code`, linted as a test file. */
  async function longFunctions(code: string): Promise<number[]> {
    const filePath = join(root, 'apps/web/src/features/x.test.tsx');
    const [result] = await eslint.lintText(code, { filePath });
    expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
    return result!.messages
      .filter((message) => message.ruleId === RULE)
      .map((message) => message.line);
  }

  it('allows 150 lines, not counting blank lines and comments, and refuses 151', async () => {
    // The declaration and the closing brace are lines of the function too.
    const fits = `export function fits() {\n  let value = 0;\n${statements(146)}\n  return value;\n}`;
    const tooLong = `export function tooLong() {\n  let value = 0;\n${statements(147)}\n  return value;\n}`;
    expect(await longFunctions(fits)).toEqual([]);
    expect(await longFunctions(tooLong)).toEqual([1]);
  });

  it("leaves out a suite's callback, not the tests in it", async () => {
    const suite = [
      "import { describe, it } from 'vitest';",
      "describe('a suite', () => {",
      ...Array.from({ length: 80 }, (_, index) => `  it('test ${index}', () => {});`),
      "  it('a long test', () => {",
      '    let value = 0;',
      statements(160),
      '  });',
      ...Array.from({ length: 80 }, (_, index) => `  it('test ${80 + index}', () => {});`),
      '});',
    ].join('\n');
    expect(await longFunctions(suite)).toEqual([83]);
  });
});

describe('feature boundaries (ESLint)', () => {
  const RULE = 'launchpad/feature-boundaries';
  const file = 'apps/web/src/features/teaching/projects/x.tsx';

  /** The sources of the feature-boundary problems ESLint reports for importing `source` at `file`. */
  async function featureImportProblems(source: string): Promise<string[]> {
    const code = [`import { value } from '${source}';`, 'export const used = value;'].join('\n');
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
    return result!.messages
      .filter((message) => message.ruleId === RULE)
      .map((message) => message.message);
  }

  it('refuses a relative import that climbs into another feature', async () => {
    expect(await featureImportProblems('../../dashboard/class-times.ts')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
  });

  it("allows a relative import that stays in the file's own feature", async () => {
    expect(await featureImportProblems('../class-time.ts')).toEqual([]);
  });
});
