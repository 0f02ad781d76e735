import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, firstLoadChunks } from './vite-plugin-compile-hints';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk' as const, fileName, code: `/* ${fileName} */`, imports: [], dynamicImports: [], ...extra });

function bundle() {
  return {
    'index.js': chunk('index.js', { isEntry: true, imports: ['runtime.js'], dynamicImports: ['render-app.js', 'app.js', 'route.js'] }),
    'runtime.js': chunk('runtime.js'),
    'render-app.js': chunk('render-app.js', { imports: ['runtime.js', 'react.js'] }),
    'react.js': chunk('react.js'),
    'app.js': chunk('app.js', { imports: ['index.js', 'query.js'], dynamicImports: ['login.js'] }),
    'query.js': chunk('query.js'),
    'route.js': chunk('route.js', { imports: ['form.js'], dynamicImports: ['validators.js'] }),
    'form.js': chunk('form.js'),
    'login.js': chunk('login.js', { imports: ['login-form.js'] }),
    'login-form.js': chunk('login-form.js'),
    'validators.js': chunk('validators.js'),
    'logo.svg': { type: 'asset' as const, fileName: 'logo.svg' },
  };
}

describe('compile hints', () => {
  it('marks what the entry imports at once and what those import statically, not later chunks or the entry', () => {
    expect(firstLoadChunks(bundle()).sort()).toEqual(['app.js', 'form.js', 'query.js', 'react.js', 'render-app.js', 'route.js', 'runtime.js']);
  });

  it('puts the hint on the first line of those chunks, once', () => {
    const b = bundle();
    const hook = compileHintsPlugin().generateBundle as (o: { format: string }, b: unknown) => void;
    hook({ format: 'es' }, b);
    hook({ format: 'es' }, b);
    expect(b['react.js'].code).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(b['login.js'].code).toBe('/* login.js */');
    expect(b['index.js'].code).toBe('/* index.js */');
  });
});
