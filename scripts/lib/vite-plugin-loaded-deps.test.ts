import { describe, expect, it } from 'vitest';
import { loadedDepsPlugin, staticClosures } from './vite-plugin-loaded-deps';

const chunk = (imports: string[] = []) => ({ type: 'chunk' as const, imports });

const bundle = {
  'app.js': chunk(['query.js', 'react.js']),
  'query.js': chunk(['react.js']),
  'react.js': chunk(),
  'route.js': chunk(['form.js', 'react.js']),
  'form.js': chunk(['form.js']),
  'app.css': { type: 'asset' as const },
};

describe('staticClosures', () => {
  it('gives each chunk itself and everything it imports statically, through cycles', () => {
    const closures = staticClosures(bundle);
    expect([...closures.get('app.js')!].sort()).toEqual(['app.js', 'query.js', 'react.js']);
    expect([...closures.get('route.js')!].sort()).toEqual(['form.js', 'react.js', 'route.js']);
    expect(closures.has('app.css')).toBe(false);
  });
});

describe('loadedDepsPlugin', () => {
  it('knows nothing before the bundle, then what each host has run', () => {
    const { plugin, loadedBy } = loadedDepsPlugin();
    expect(loadedBy('app.js').size).toBe(0);
    (plugin.generateBundle as (o: unknown, b: unknown) => void)({}, bundle);
    expect(loadedBy('app.js').has('react.js')).toBe(true);
    expect(loadedBy('app.js').has('form.js')).toBe(false);
    expect(loadedBy('unknown.js').size).toBe(0);
  });
});
