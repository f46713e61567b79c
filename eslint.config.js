import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.d.ts', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', AbortController: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // Checks, diff and reporters must stay pure: no I/O, no clock, no process.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/checks/**/*.ts', 'src/diff/**/*.ts', 'src/report/**/*.ts', 'src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:fs*', 'node:child_process', 'node:net', 'node:http*', 'fs', 'child_process'] }],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }],
    },
  },
);
