import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's module boundaries (docs/architecture.md, Module ownership) as the repository's own
 * ESLint configuration enforces them: code is linted through ESLint's Node API, as `npm run lint`
 * does, at paths inside apps/server/src/modules/.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const modulesDir = join(root, 'apps/server/src/modules');
// The snippets are linted at paths where no file exists, which the type-aware rules cannot type;
// the boundary rule needs no types.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
const RULE = 'launchpad/server-module-boundaries';

/** The boundary problems ESLint reports for `code` at `file` (relative to the repository). */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

const inModule = (module: string, file = 'example.ts') =>
  `apps/server/src/modules/${module}/${file}`;

describe('server module boundaries (ESLint)', () => {
  it("refuses an import of another module's repo, type-only or not", async () => {
    const problems = await boundaryProblems(
      inModule('profile'),
      [
        "import { UserRepo } from '../users/repo.ts';",
        "import type { LeadsRepo } from '../leads/repo.ts';",
        'export const repos: [typeof UserRepo, LeadsRepo | undefined] = [UserRepo, undefined];',
      ].join('\n'),
    );
    expect(problems).toEqual([
      "'../users/repo.ts' is private to the users module: import its service.ts instead (docs/architecture.md, Module ownership).",
      "'../leads/repo.ts' is private to the leads module: import its service.ts instead (docs/architecture.md, Module ownership).",
    ]);
  });

  it('refuses the same import however the path is written, and re-exports of it', async () => {
    const problems = await boundaryProblems(
      inModule('account'),
      [
        "import { ChallengeRepo } from '../../modules/challenges/repo';",
        "export { toEnrollment } from '../leads/repo.ts';",
        "export * from '../users/repo.ts';",
        "export const later = () => import('../profile/repo.ts');",
        'export const repo = ChallengeRepo;',
      ].join('\n'),
    );
    expect(problems).toHaveLength(4);
  });

  it("refuses another module's private files and its routes", async () => {
    const problems = await boundaryProblems(
      inModule('auth'),
      [
        "import { serializeUser } from '../users/serializer.ts';",
        "import { profileRoutes } from '../profile/routes.ts';",
        'export const used = [serializeUser, profileRoutes];',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining("'../users/serializer.ts' is private to the users module"),
      expect.stringContaining("'../profile/routes.ts' is private to the profile module"),
    ]);
  });

  it("allows another module's public files, the module's own files and app.ts wiring", async () => {
    expect(
      await boundaryProblems(
        inModule('profile'),
        [
          "import { UserService } from '../users/service.ts';",
          "import { forUsers } from '../auth/current-user.ts';",
          "import { enqueueMail } from '../mail/outbox.ts';",
          "import { ProfileListsRepo } from './repo.ts';",
          'export const used = [UserService, forUsers, enqueueMail, ProfileListsRepo];',
        ].join('\n'),
      ),
    ).toEqual([]);
    // app.ts is the composition root: it builds every module's repo and hands it to its service.
    expect(
      await boundaryProblems(
        'apps/server/src/app.ts',
        "import { UserRepo } from './modules/users/repo.ts';\nexport const repo = UserRepo;",
      ),
    ).toEqual([]);
  });

  it("refuses a query naming another module's table, and allows the owner's", async () => {
    const query = [
      "import type { Db } from '../../db/database.ts';",
      'export const count = (db: Db) =>',
      "  db.selectFrom('enrollments as e').innerJoin('users', 'users.id', 'e.referrer_user_id');",
    ].join('\n');
    expect(await boundaryProblems(inModule('profile'), query)).toEqual([
      expect.stringContaining('The users table belongs to the users module'),
      expect.stringContaining('The enrollments table belongs to the leads module'),
    ]);
    expect(await boundaryProblems(inModule('leads', 'repo.ts'), query)).toEqual([
      expect.stringContaining('The users table belongs to the users module'),
    ]);
    // Tests may read any table to check what was stored.
    expect(await boundaryProblems(inModule('profile', 'routes.test.ts'), query)).toEqual([]);
  });

  it('knows the owner of every table in the schema', async () => {
    const schema = readFileSync(join(root, 'apps/server/src/db/schema.ts'), 'utf8');
    const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const tables = [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const problems = await boundaryProblems(
        inModule('no-such-module'),
        `import type { Db } from '../../db/database.ts';\nexport const q = (db: Db) => db.selectFrom('${table}');`,
      );
      expect(problems, `${table} needs an owner in eslint.config.js`).toHaveLength(1);
    }
  });
});

describe('server module dependencies', () => {
  it('form no cycle (users depends on no other module)', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const uses = new Map<string, Set<string>>();
    for (const module of modules) {
      const targets = new Set<string>();
      for (const file of readdirSync(join(modulesDir, module))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(join(modulesDir, module, file), 'utf8');
        for (const match of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
          if (match[1] !== module) targets.add(match[1]!);
        }
      }
      uses.set(module, targets);
    }
    expect([...uses.get('users')!]).toEqual([]);

    const cycles: string[] = [];
    const visit = (module: string, path: string[]) => {
      if (path.includes(module)) {
        cycles.push([...path.slice(path.indexOf(module)), module].join(' → '));
        return;
      }
      for (const next of uses.get(module) ?? []) visit(next, [...path, module]);
    };
    for (const module of modules) visit(module, []);
    expect(cycles).toEqual([]);
  });
});
