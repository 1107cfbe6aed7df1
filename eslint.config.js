// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The layers and what each may import (docs/architecture.md draws them):
 *   core      pure advice: catalog, parse, estimate, recommend, present, conversation — no I/O framework,
 *             no session, no store, no adapter, no configuration
 *   store     keyv namespaces (SQLite / Redis) — may use core types, never the session or an adapter
 *   session   the Advisor: conversations, settings, reminders — core + store, never a platform
 *   adapters  discord / telegram / cli: translate platform events to Advisor calls and render views —
 *             core + session, never the store, never another adapter
 *   main      config.ts + main.ts: read the environment once and wire everything (AppDeps)
 * Each rule names what a file may NOT import, by the import's path (relative specifiers included).
 */
const layer = (name, regex) => ({ regex, message: `the ${name} layer is off limits here (see docs/architecture.md)` });
const ADAPTERS = layer('adapter', '(^|/)adapters/');
const SESSION = layer('session', '(^|/)session/');
const STORE = layer('store', '(^|/)store/');
const MAIN = layer('main (configuration and wiring)', '(^|/)(main|config)\\.ts$');
const PLATFORMS = ['discord.js', 'grammy', '@grammyjs/*', 'node:http', 'node:https', 'node:readline', 'keyv', '@keyv/*', 'pino', 'commander'];

/** Forbidden imports for files of one layer: module names plus path patterns. */
const restrict = (names, patterns) => ['error', { patterns: [{ group: names, message: 'a platform or I/O library is off limits in this layer (see docs/architecture.md)' }, ...patterns] }];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'coverage/**', 'bin/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Configuration is read once, by config.ts, when a program starts (src/main.ts, the `whichcard`
    // entry src/adapters/cli/main.ts) and passed down; nothing else looks at the environment.
    files: ['src/**/*.ts'],
    ignores: ['src/config.ts', 'src/main.ts', 'src/adapters/cli/main.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read configuration in src/config.ts and pass it down (AppDeps)' }],
    },
  },
  {
    // The advisory core stays platform-free and pure.
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(PLATFORMS, [ADAPTERS, SESSION, STORE, MAIN]) },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['discord.js', 'grammy', '@grammyjs/*', 'node:readline', 'picocolors', 'commander'], [ADAPTERS, SESSION, layer('main', '(^|/)main\\.ts$')]) },
  },
  {
    // The session knows no platform: a fourth front end needs only its own adapter folder.
    files: ['src/session/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['discord.js', 'grammy', '@grammyjs/*', 'node:http', 'node:https', 'node:readline', 'picocolors', 'commander'], [ADAPTERS, layer('main', '(^|/)main\\.ts$')]) },
  },
  ...['discord', 'telegram', 'cli'].map((name) => ({
    // Adapters translate: they reach state only through the session, and never into each other.
    files: [`src/adapters/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            STORE,
            layer('main', '(^|/)main\\.ts$'),
            { regex: `(^|/)(${['discord', 'telegram', 'cli'].filter((n) => n !== name).join('|')})/`, message: 'one adapter never imports another (see docs/architecture.md)' },
            ...(name === 'discord' ? [] : [{ group: ['discord.js'], message: 'discord.js belongs to the Discord adapter' }]),
            ...(name === 'telegram' ? [] : [{ group: ['grammy', '@grammyjs/*'], message: 'grammY belongs to the Telegram adapter' }]),
          ],
        },
      ],
    },
  })),
);
