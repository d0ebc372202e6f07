// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const webSrc = 'apps/web/src';
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
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
              message:
                'Features do not import each other; move shared code to components/ or lib/.',
            },
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
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    files: ['apps/web/**/*.{ts,tsx}', 'packages/runner/**/*.ts'],
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
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message:
                "Import toast from lib/toast.ts: the app's toaster only shows toasts from there.",
            },
          ],
        },
      ],
    },
  },
  ...boundaryRules,
);
