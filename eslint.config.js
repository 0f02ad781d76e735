// One-way layers (STYLE.md): generated -> core -> renderer -> api -> features -> app; sandbox,
// scripts and the contract's conformance kit are Node only and never imported by browser code; the
// kit (contract/kit/, handed to lenders) reads only the published OpenAPI document, never the repo.
// The layers are checked twice: by the file an import resolves to (import-x/no-restricted-paths,
// so `@/` and relative paths alike) and, for packages such as React that are not a layer, by name
// (no-restricted-imports).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const UI_LIBS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'react-router',
  'react-router/*',
  '@tanstack/*',
  'jotai',
  'jotai/*',
  '@rjsf/*',
];
const restrict = (patterns, message) => ({ group: patterns, message });

function layer(files, forbidden, extra = {}) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: forbidden }], ...extra } };
}

const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'HTMLElement',
  'Element',
  'history',
].map((name) => ({
  name,
  message: 'src/core is pure: pass browser objects in from the edges.',
}));

// Every folder under src/features is a feature: a new one is fenced off without editing this file.
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const BROWSER = ['src/core', 'src/renderer', 'src/api', 'src/features', 'src/app'];
const NODE_ONLY = ['src/sandbox', 'scripts', 'contract'];
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const zones = [
  zone(
    'src/core',
    ['src/renderer', 'src/api', 'src/features', 'src/app'],
    'src/core may import only src/core and src/generated.',
  ),
  zone('src/renderer', ['src/api', 'src/features', 'src/app'], 'src/renderer may import core and generated only.'),
  zone(
    'src/api',
    ['src/features', 'src/app'],
    'src/api (calls several features share) may import renderer, core and generated only.',
  ),
  zone('src/features', 'src/app', 'Features may import api, renderer, core and generated only; they meet in src/app.'),
  ...features.map((name) =>
    zone(
      `src/features/${name}`,
      'src/features',
      'Features do not import each other; a call two features need lives in src/api, and features meet in src/app.',
      [`./${name}`],
    ),
  ),
  zone(BROWSER, NODE_ONLY, 'Browser code never imports the sandbox, the build scripts or the kit (Node only).'),
  zone(
    'contract/kit',
    ['src', 'scripts', 'schemas', 'brands', 'flows'],
    'The conformance kit runs outside this repository: it reads only the published OpenAPI document.',
  ),
  zone(BROWSER, 'src/generated/brand-catalog.json', 'The browser app never imports the full brand catalog.'),
  zone(
    NODE_ONLY,
    ['src/renderer', 'src/api', 'src/features', 'src/app'],
    'The sandbox and the build scripts are Node only: they never import UI layers.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/generated/',
      'screenshots/',
      'test-results/',
      'playwright-report/',
      '.scratch/',
      '.sandbox-data/',
      'bench/results/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text, not HTML.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports do not count (they vanish at build). Packages are not walked, which keeps
      // the rule to a few seconds; a cycle of any length inside the repo is still found.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Issue 28: no component or hook over 120 lines (blank lines and comments count). React lives
  // only in these layers; src/core is React-free, and the sandbox and tests are not held to it.
  {
    files: ['src/{renderer,api,features,app}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, IIFEs: true }] },
  },
  layer(['src/core/**'], [restrict(UI_LIBS, 'src/core is pure: no React, router, query client or state library.')], {
    'no-restricted-globals': ['error', ...browserGlobals],
  }),
  layer(['src/sandbox/**'], [restrict(UI_LIBS, 'The sandbox is Node only.')]),
  layer(['contract/**'], [restrict(UI_LIBS, 'The conformance kit is Node only.')]),
  layer(
    ['scripts/**'],
    [
      restrict(
        UI_LIBS.filter((p) => !p.startsWith('@rjsf')),
        'Build scripts never import React.',
      ),
    ],
  ),
);
