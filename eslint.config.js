// @ts-check
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const webSrc = 'apps/web/src';
const toastBanMessage =
  "Import toast from lib/toast.ts: the app's toaster only shows toasts from there.";
const features = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow shared → features → app. A feature may not reach into another feature, and the
 * shared layers (components, lib) may not reach into features or the app shell.
 */
const boundaryRules = [
  ...features.map((feature) => ({
    files: [`${webSrc}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Imports of another feature are launchpad/feature-boundaries' (below): a pattern
            // cannot tell where a relative path like '../dashboard/x.ts' leads.
            { group: ['**/app/**', '**/app'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: [`${webSrc}/components/**/*.{ts,tsx}`, `${webSrc}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/app'],
              message: 'Shared code does not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router is a library of its own (decision 0016): it knows React and nothing of the app.
    files: [`${webSrc}/router/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '@launchpad/*'],
              message: 'The router imports only React and its own files.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * Server modules (apps/server/src/modules/<name>/) reach each other only through a module's public
 * files; everything else in its folder (its repo.ts above all) is private to it. A module's public
 * surface is its service.ts, plus the few files named here. routes.ts is for the composition root
 * (app.ts and composition/) alone.
 * docs/architecture.md ("Module ownership") explains the rules.
 */
export const serverModulePublicFiles = {
  '*': ['service.ts'],
  // Route access (forUsers, requireUser) for every module's routes; the session store.
  auth: ['service.ts', 'current-user.ts', 'sessions.ts'],
  // The outbox (MailQueue.enqueue in the caller's unit of work) and the mails leads send.
  mail: ['outbox.ts', 'templates.ts'],
};

/** Each table and the one module whose code may name it in a query. */
export const serverTableOwners = {
  users: 'users',
  sessions: 'auth',
  auth_tokens: 'auth',
  challenges: 'challenges',
  submissions: 'challenges',
  challenge_progress: 'challenges',
  hint_reveals: 'challenges',
  editor_preferences: 'preferences',
  enrollments: 'leads',
  contact_messages: 'leads',
  lead_activity: 'leads',
  batches: 'batches',
  payments: 'payments',
  people: 'leads',
  lead_notes: 'leads',
  mail_outbox: 'mail',
  education: 'profile',
  experience: 'profile',
  uploads: 'profile',
  certificates: 'certificates',
  staff_invites: 'staff',
  batch_mentors: 'staff',
  mentor_cards: 'staff',
  class_schedules: 'classes',
  classes: 'classes',
  class_attendance: 'classes',
  calendar_feeds: 'classes',
  class_reminders: 'classes',
  class_reminder_opt_outs: 'classes',
  batch_announcements: 'classes',
  projects: 'projects',
  project_submissions: 'projects',
  batch_completion_rules: 'completion',
  mentor_availability: 'mentoring',
  mentor_time_off: 'mentoring',
  mentor_bookings: 'mentoring',
  learner_nudges: 'cockpit',
};

const MODULES_DIR = '/apps/server/src/modules/';
/** Kysely calls whose first argument names a table ('users' or 'users as u'). */
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);

/** The module a path lies in and the path inside it, or undefined outside the modules folder. */
function modulePath(/** @type {string} */ path) {
  const normalized = path.replaceAll('\\', '/');
  const at = normalized.lastIndexOf(MODULES_DIR);
  if (at === -1) return undefined;
  const [name = '', ...rest] = normalized.slice(at + MODULES_DIR.length).split('/');
  return { name, file: rest.join('/') };
}

/** @param {string} name */
const publicFilesOf = (name) =>
  serverModulePublicFiles[/** @type {keyof typeof serverModulePublicFiles} */ (name)] ??
  serverModulePublicFiles['*'];

/** @type {import('eslint').Rule.RuleModule} */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Server modules use each other's public files and own their tables." },
    messages: {
      privateFile:
        "'{{source}}' is private to the {{target}} module: import its {{allowed}} instead (docs/architecture.md, Module ownership).",
      foreignTable:
        'The {{table}} table belongs to the {{owner}} module: only its code may query it; use its {{allowed}} (docs/architecture.md, Module ownership).',
    },
    schema: [],
  },
  create(context) {
    const here = modulePath(context.filename);
    if (!here) return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);

    /** @param {import('estree').Node} node @param {unknown} source */
    function checkImport(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = posix.join(posix.dirname(context.filename.replaceAll('\\', '/')), source);
      const target = modulePath(resolved);
      if (!target || target.name === here?.name) return;
      const allowed = publicFilesOf(target.name);
      const file = target.file.replace(/\.[cm]?[jt]s$/, '');
      if (allowed.some((name) => name.replace(/\.ts$/, '') === file)) return;
      context.report({
        node,
        messageId: 'privateFile',
        data: { source, target: target.name, allowed: allowed.join(' or ') },
      });
    }

    /** @param {import('estree').Node | null | undefined} argument */
    function tablesIn(argument) {
      if (!argument) return [];
      if (argument.type === 'Literal' && typeof argument.value === 'string') {
        return [argument.value.split(/\s+as\s+/i)[0]?.trim() ?? ''];
      }
      if (argument.type === 'ArrayExpression') {
        return argument.elements.flatMap((element) =>
          element && element.type !== 'SpreadElement' ? tablesIn(element) : [],
        );
      }
      return [];
    }

    return {
      ImportDeclaration: (node) => checkImport(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkImport(node, node.source.value),
      ExportAllDeclaration: (node) => checkImport(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && checkImport(node, node.source.value),
      CallExpression(node) {
        // Tests may look at any table to check what was stored.
        if (isTest) return;
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TABLE_METHODS.has(callee.property.name)) return;
        const first = node.arguments[0];
        for (const table of tablesIn(first && first.type !== 'SpreadElement' ? first : null)) {
          const owner = serverTableOwners[/** @type {keyof typeof serverTableOwners} */ (table)];
          if (owner && owner !== here.name) {
            context.report({
              node,
              messageId: 'foreignTable',
              data: { table, owner, allowed: publicFilesOf(owner).join(' or ') },
            });
          }
        }
      },
    };
  },
};

const FEATURES_DIR = `/${webSrc}/features/`;

/** The feature folder a path lies in (apps/web/src/features/<name>/…), or undefined. */
function featureOf(/** @type {string} */ path) {
  const normalized = path.replaceAll('\\', '/');
  const at = normalized.lastIndexOf(FEATURES_DIR);
  if (at === -1) return undefined;
  const [name = ''] = normalized.slice(at + FEATURES_DIR.length).split('/');
  return features.includes(name) ? name : undefined;
}

/**
 * Features do not import each other: an import from a file of one feature may not lead into
 * another feature's folder, whether it names it (`../../features/dashboard/x.ts`) or climbs into
 * it (`../dashboard/x.ts`, `../../dashboard/x.ts`). Relative specifiers are resolved against the
 * importing file; any other specifier is refused when it has a `features/<other>` segment.
 * @type {import('eslint').Rule.RuleModule}
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other.' },
    messages: {
      otherFeature:
        "'{{source}}' is in the {{target}} feature. Features do not import each other; move shared code to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function checkImport(node, source) {
      if (typeof source !== 'string') return;
      const target =
        source.startsWith('.') || source.startsWith('/')
          ? featureOf(posix.resolve(posix.dirname(context.filename.replaceAll('\\', '/')), source))
          : features.find((name) => new RegExp(`(^|/)features/${name}(/|$)`).test(source));
      if (target && target !== here) {
        context.report({ node, messageId: 'otherFeature', data: { source, target } });
      }
    }

    return {
      ImportDeclaration: (node) => checkImport(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkImport(node, node.source.value),
      ExportAllDeclaration: (node) => checkImport(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && checkImport(node, node.source.value),
    };
  },
};

const coreMaxLinesPerFunction = /** @type {import('eslint').Rule.RuleModule} */ (
  builtinRules.get('max-lines-per-function')
);
/** describe, describe.each(…), test.describe.serial, describeEachDatabase… */
const SUITE_CALLEE = /^(test\.)?describe(EachDatabase)?\b/;

/**
 * ESLint's max-lines-per-function, leaving out the callbacks of test suites: a suite's callback
 * holds its tests, so its length is the file's, not one function's. Each test and helper inside a
 * suite is still held to the limit (issue #31).
 * @type {import('eslint').Rule.RuleModule}
 */
const maxLinesPerFunction = {
  meta: coreMaxLinesPerFunction.meta,
  create(context) {
    /** @param {import('estree').Node} node A function the core rule reports. */
    const isSuiteCallback = (node) => {
      const { parent } = /** @type {import('eslint').Rule.Node} */ (node);
      return (
        parent?.type === 'CallExpression' &&
        SUITE_CALLEE.test(context.sourceCode.getText(parent.callee))
      );
    };
    const reportOutsideSuites = {
      /** @param {import('eslint').Rule.ReportDescriptor} descriptor */
      value(descriptor) {
        if (!('node' in descriptor && isSuiteCallback(descriptor.node))) context.report(descriptor);
      },
    };
    return coreMaxLinesPerFunction.create(Object.create(context, { report: reportOutsideSuites }));
  },
};

const launchpad = {
  rules: {
    'server-module-boundaries': serverModuleBoundaries,
    'feature-boundaries': featureBoundaries,
    'max-lines-per-function': maxLinesPerFunction,
  },
};

const typedAppFiles = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/web/vite.config.ts',
  'packages/*/src/**/*.{ts,tsx}',
];
const typedToolFiles = [
  'e2e/**/*.ts',
  'scripts/**/*.{ts,mts}',
  'testing/**/*.ts',
  'playwright.config.ts',
  'vitest.config.ts',
];
/** A promise nobody awaits or handles fails silently (issue #31: two in people-list.tsx). */
const promiseRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      // The process test suites' own server bundles (testing/server-bundle-setup.ts).
      '**/dist-test-*/**',
      'data/**',
      // Challenge content is learner-facing code checked by npm run challenges:check.
      'content/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js', 'packages/runner/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The toast ban is typescript-eslint's copy of no-restricted-imports on purpose: the boundary
    // bans below set the core rule per folder, and in flat config a later block's options for a
    // rule replace an earlier block's, so a ban sharing their rule would be dropped in features/,
    // components/, lib/ and router/ (issue #31). apps/web/src/lint.test.ts proves it holds there.
    files: ['apps/web/**/*.{ts,tsx}'],
    // The wrapper that the app's toasts come from, and the toaster that renders its store.
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toaster.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: toastBanMessage }],
          // 'react-hot-toast/headless' shares the toaster's store, but its toast bypasses the
          // wrapper's bookkeeping (an error toast cleared on the move to another page).
          patterns: [{ group: ['react-hot-toast/*'], message: toastBanMessage }],
        },
      ],
    },
  },
  ...boundaryRules,
  {
    // Type-aware rules for the TypeScript of each app and package, typed by its own tsconfig.json.
    files: typedAppFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: promiseRules,
  },
  {
    // e2e/, scripts/ and the root configs are typed by tsconfig.tools.json, which the project
    // service cannot find (it looks for tsconfig.json). Plain .js/.mjs files stay untyped.
    files: typedToolFiles,
    languageOptions: {
      parserOptions: {
        project: './tsconfig.tools.json',
        tsconfigRootDir: import.meta.dirname,
        // In its single-run mode (the CLI), typescript-eslint would type these files as they are
        // on disk, not the text handed to ESLint (--stdin, lintText). Linting takes no longer.
        disallowAutomaticSingleRunInference: true,
      },
    },
    rules: promiseRules,
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { launchpad },
    rules: {
      'launchpad/max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true },
      ],
    },
  },
  {
    files: [`${webSrc}/features/**/*.{ts,tsx}`],
    plugins: { launchpad },
    rules: { 'launchpad/feature-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { launchpad },
    rules: { 'launchpad/server-module-boundaries': 'error' },
  },
  {
    // Every transaction is a unit of work: what its writers declare (a cache to drop, the mail
    // sender to wake) runs once the outermost one commits (decision 0025).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[arguments.length=0] > MemberExpression.callee[property.name='transaction']",
          message:
            'Open transactions with inTransaction (db/unit-of-work.ts): effects declared with afterCommit run only after its commit.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/mail/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mail/outbox.ts'],
              importNames: ['enqueueMail'],
              message:
                'Queue mail with MailQueue.enqueue: it wakes the sender once the unit of work commits.',
            },
          ],
        },
      ],
    },
  },
);
