import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, compileHintsPlugin, firstLoadChunks } from './vite-plugin-compile-hints';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  code: `/* ${fileName} */`,
  imports: [],
  dynamicImports: [],
  ...extra,
});

function bundle() {
  return {
    'index.js': chunk('index.js', {
      isEntry: true,
      imports: ['runtime.js'],
      dynamicImports: ['render-app.js', 'app.js', 'route.js'],
    }),
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
    expect(firstLoadChunks(bundle()).sort()).toEqual([
      'app.js',
      'form.js',
      'query.js',
      'react.js',
      'render-app.js',
      'route.js',
      'runtime.js',
    ]);
  });

  it('puts the hint on the first line of those chunks, once', () => {
    const b = bundle();
    const { order, handler } = compileHintsPlugin().generateBundle as {
      order: string;
      handler: (o: { format: string }, b: unknown) => void;
    };
    // After Vite's own, which puts its preload table at the top of a chunk.
    expect(order).toBe('post');
    const hook = handler;
    hook({ format: 'es' }, b);
    hook({ format: 'es' }, b);
    expect(b['react.js'].code).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(b['login.js'].code).toBe('/* login.js */');
    expect(b['index.js'].code).toBe('/* index.js */');
  });

  it('keeps a source map in step: its mappings skip the added line', () => {
    const b: Record<string, object> = {
      ...bundle(),
      'react.js.map': {
        type: 'asset',
        fileName: 'react.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }),
      },
    };
    (b['react.js'] as { map?: { mappings: string } }).map = { mappings: 'AAAA,CAAC' };
    addCompileHints(b as never);
    expect((b['react.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse((b['react.js.map'] as { source: string }).source).mappings).toBe(';AAAA,CAAC');
  });
});
