import { describe, expect, it } from 'vitest';
import { routeChunk } from './route-chunks';

describe('routeChunk', () => {
  it('imports once, however often it is asked, and keeps the module once it has arrived', async () => {
    let imports = 0;
    const chunk = routeChunk(async () => ({ page: ++imports }));
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(chunk.loaded()).toBe(first);
    expect(await chunk.load()).toBe(first);
    expect(imports).toBe(1);
  });

  it('imports again after a failure, and has no module until one arrives', async () => {
    let fail = true;
    const chunk = routeChunk(async () => {
      if (fail) throw new Error('chunk failed to load');
      return { page: 'arrived' };
    });
    await expect(chunk.load()).rejects.toThrow('chunk failed to load');
    expect(chunk.loaded()).toBeUndefined();
    fail = false;
    expect(await chunk.load()).toEqual({ page: 'arrived' });
    expect(chunk.loaded()).toEqual({ page: 'arrived' });
  });
});
