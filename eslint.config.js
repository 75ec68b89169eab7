// Flat config. Besides the usual rules it enforces the boundaries of the architecture:
// the kit (ui/) stands alone, the portal reaches the kit only through its public entry,
// supabase-js stays inside portal/auth and portal/application, browser storage inside portal/session.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// The app depends on react-router-dom (which re-exports react-router and adds the DOM router).
const routerPath = { name: 'react-router', message: "Import from 'react-router-dom', the router the app depends on." };

const kitPrivate = {
  group: ['**/ui/components/**', '**/ui/private/**', '**/ui/theme/*'],
  message: 'Import the kit through its public entry (ui/index.ts), or ui/theme for styling foundations.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ui',
      'dist-ssr',
      'dist-embedded',
      'dist-embedded-ssr',
      '.bench-web',
      'storybook-static',
      'test-results',
      'playwright-report',
      '.vitest-attachments',
      '.data',
      'portal/i18n/compiled',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-intl', message: 'The kit has no copy: text reaches it through props.' },
            { name: 'react-router', message: 'The kit knows no router: take a link render prop.' },
            { name: 'react-router-dom', message: 'The kit knows no router: take a link render prop.' },
          ],
          patterns: [
            { group: ['@supabase/*'], message: 'The kit knows nothing of auth.' },
            {
              group: ['**/portal', '**/portal/**', '**/server', '**/server/**', '**/translations/**'],
              message: 'The kit must stay standalone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['portal/**'],
    ignores: ['portal/auth/**', 'portal/application/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            kitPrivate,
            {
              group: ['@supabase/*'],
              message:
                'Pages use AuthService (portal/auth) and ApplicationService (portal/application), never supabase-js.',
            },
            { group: ['**/server/**'], message: 'The portal talks to the server over HTTP only.' },
          ],
          paths: [routerPath],
        },
      ],
    },
  },
  {
    files: ['portal/auth/**', 'portal/application/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            kitPrivate,
            { group: ['**/server/**'], message: 'The portal talks to the server over HTTP only.' },
          ],
          paths: [routerPath],
        },
      ],
    },
  },
  {
    files: ['portal/**'],
    ignores: ['portal/session/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Browser storage is touched only in portal/session.' },
        { name: 'sessionStorage', message: 'Browser storage is touched only in portal/session.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Browser storage is touched only in portal/session.' },
        { object: 'window', property: 'sessionStorage', message: 'Browser storage is touched only in portal/session.' },
      ],
    },
  },
  {
    // The server serves the portal's routes on direct load, so it reads the portal's route table;
    // nothing else of the portal (React, the browser) may reach the server.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/portal/**', '!**/portal/paths.ts'],
              message: 'The server reads only the route table (portal/paths.ts) from the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared with the server, so it stays a plain table: no imports at all.
    files: ['portal/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration', message: 'portal/paths.ts is read by the server too: keep it import-free.' },
      ],
    },
  },
  {
    files: ['stories/portal/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [kitPrivate], paths: [routerPath] }] },
  },
  {
    files: ['tests/**', '.storybook/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerPath] }] },
  },
  {
    // The rules of the application record: shared by the portal and the server, so pure.
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'domain/ is pure: no I/O, no Node modules.' },
            { group: ['react', 'react-*', 'react/*'], message: 'domain/ is pure: no React.' },
            {
              group: ['**/portal', '**/portal/**', '**/server', '**/server/**', '**/ui', '**/ui/**', '@supabase/*'],
              message: 'domain/ imports neither the portal nor the server.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain/ is pure: no I/O.' },
        { name: 'process', message: 'domain/ is pure: no environment.' },
        { name: 'Date', message: 'domain/ takes the date as an argument, so results never depend on the clock.' },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
