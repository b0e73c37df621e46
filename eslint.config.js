import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A focused test silently skips the others. */
const noFocusedTests = {
  selector:
    "CallExpression[callee.object.name=/^(describe|it|test)$/][callee.property.name='only']",
  message: 'No focused tests.',
};

/** Lower layers must never reach up: protocol, games and lang are pure and shared. */
const upperLayers = ['**/server/**', '**/web/**'];

const webNoServer = { group: ['**/server/**'], message: 'The web app never imports the server.' };

/**
 * The web app's layers, lowest first: i18n < lib < ui < features < layout < pages and App.
 * Each entry names the folders a layer may not import (every layer above it), lazily with
 * `import()` included, since that ties the folders as well (scripts/folder-cycles.ts counts it).
 * Features register with lib (lib/live-registry.ts) and `src/web/live-features.ts` composes them.
 * Tests may reach anywhere.
 */
const webLayers = [
  { folder: 'i18n', above: ['lib', 'ui', 'features', 'layout', 'pages'] },
  { folder: 'lib', above: ['ui', 'features', 'layout', 'pages'] },
  { folder: 'ui', above: ['features', 'layout', 'pages'] },
  { folder: 'features', above: ['layout', 'pages'] },
];

const webLayerRules = webLayers.map(({ folder, above }) => ({
  files: [`src/web/${folder}/**`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          webNoServer,
          {
            group: [
              ...above.map((up) => `**/${up}/**`),
              '**/App',
              '**/routes',
              '**/main',
              '**/live-features',
            ],
            message: `web/${folder} imports no layer above it (i18n < lib < ui < features < layout < pages, App).`,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      noFocusedTests,
      {
        selector: `ImportExpression[source.value=/\\/(${above.join('|')})\\/|\\/(App|routes|main|live-features)$/]`,
        message: `web/${folder} imports no layer above it, not even lazily.`,
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'test-results', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['src/protocol/**', 'src/games/**', 'src/lang/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upperLayers, message: 'Lower layers import nothing above them.' }] },
      ],
      // Pure layers get no clock, timers or I/O of their own: those are passed in.
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'fetch'],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    // Realtime is transport: features register with it (LiveHandlers, PresencePeople), never the
    // other way round. Its tests may start features to have something to carry.
    files: ['src/server/realtime/**'],
    ignores: ['src/server/realtime/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server never imports the web app.' },
            {
              group: ['**/features/**'],
              message: 'Realtime imports no feature: they register with it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNoServer] }],
    },
  },
  ...webLayerRules,
);
