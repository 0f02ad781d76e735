import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFixtureProject, type FixtureProject } from '../lib/test-support/fixture-project';
import { main as validateMain } from '../validate/main';
import { main as generateMain } from './main';

let fx: FixtureProject;
beforeAll(async () => {
  fx = await createFixtureProject();
});
afterAll(() => fx.cleanup());
afterEach(() => vi.restoreAllMocks());

/** A command's exit code and the lines it printed. */
async function run(main: (rootDir: string) => Promise<number>): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (chunk) => lines.push(...String(chunk).trimEnd().split('\n')) > 0,
  );
  const code = await main(fx.rootDir);
  vi.restoreAllMocks();
  return { code, lines };
}

// The build and `npm test` run generate alone: it has to say what validate says.
describe('npm run generate validates first, as npm run validate does', () => {
  it('prints validate’s summary, then what it generated', async () => {
    const validated = await run(validateMain);
    const generated = await run(generateMain);
    expect([validated.code, generated.code]).toEqual([0, 0]);
    expect(generated.lines[0]).toBe(validated.lines.at(-1));
    expect(generated.lines[1]).toMatch(/^✓ generated \d+ files in src\/generated/);
  });

  it('prints validate’s problems, and generates nothing', async () => {
    await fx.editManifest('BETA', (m) => void (m.kind = 'bakery'));
    const validated = await run(validateMain);
    const generated = await run(generateMain);
    expect([validated.code, generated.code]).toEqual([1, 1]);
    expect(generated.lines).toEqual([...validated.lines, '✖ nothing generated: fix the problems above first']);
  });
});
