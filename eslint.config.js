// One-way layers (STYLE.md): generated -> core -> renderer -> features -> app; sandbox and
// scripts are Node only and never imported by browser code.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const UI_LIBS = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router/*', '@tanstack/*', 'jotai', 'jotai/*', '@rjsf/*'];
const restrict = (patterns, message) => ({ group: patterns, message });

function layer(files, forbidden, extra = {}) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: forbidden }], ...extra } };
}

const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'Element', 'history'].map((name) => ({
  name,
  message: 'src/core is pure: pass browser objects in from the edges.',
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', 'screenshots/', 'test-results/', 'playwright-report/', '.scratch/', '.sandbox-data/', 'bench/results/'] },
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
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text, not HTML.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(['src/core/**'], [
    restrict(UI_LIBS, 'src/core is pure: no React, router, query client or state library.'),
    restrict(['@/renderer/*', '@/features/*', '@/app/*', '@/sandbox/*', '../renderer/*', '../features/*', '../app/*', '../sandbox/*'], 'src/core may import only src/generated.'),
  ], { 'no-restricted-globals': ['error', ...browserGlobals] }),
  layer(['src/renderer/**'], [
    restrict(['@/features/*', '@/app/*', '@/sandbox/*'], 'src/renderer may import core and generated only.'),
  ]),
  layer(['src/features/**'], [
    restrict(['@/features/*'], 'Features do not import each other (use relative paths inside a feature); they meet in src/app.'),
    restrict(['@/app/*', '@/sandbox/*'], 'Features may import renderer, core and generated only.'),
  ]),
  layer(['src/app/**'], [
    restrict(['@/sandbox/*', '../sandbox/*', '@/generated/brand-catalog.json'], 'The browser app never imports the sandbox or the full brand catalog.'),
  ]),
  layer(['src/sandbox/**'], [restrict(UI_LIBS, 'The sandbox is Node only.'), restrict(['@/renderer/*', '@/features/*', '@/app/*'], 'The sandbox is Node only.')]),
  layer(['scripts/**'], [restrict(UI_LIBS.filter((p) => !p.startsWith('@rjsf')), 'Build scripts never import React.'), restrict(['@/renderer/*', '@/features/*', '@/app/*'], 'Build scripts never import UI layers.')]),
);
