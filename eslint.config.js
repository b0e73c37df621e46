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
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The web app never imports the server.' }],
        },
      ],
    },
  },
  {
    // Lib is what features build on: they register with it (lib/live-registry.ts), and
    // src/web/live-features.ts composes them, never lib itself.
    files: ['src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server.' },
            {
              group: ['**/features/**'],
              message: 'Lib imports no feature: features register with it (live-registry.ts).',
            },
          ],
        },
      ],
      // A lazy import() ties the folders as well (scripts/folder-cycles.ts counts it).
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: 'ImportExpression[source.value=/\\/features\\//]',
          message: 'Lib imports no feature, not even lazily: features register with it.',
        },
      ],
    },
  },
);
