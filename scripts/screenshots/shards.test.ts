import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticBrands } from '../lib/synthetic-brands';
import { VIEWPORT_NAMES } from './capture-settings';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const BRANDS = 1000;
const SHARDS = 4;
const pages = (JSON.parse(readFileSync(join(import.meta.dirname, 'page-set.json'), 'utf8')) as { pages: unknown[] })
  .pages;
const PER_BRAND = pages.length * VIEWPORT_NAMES.length;

/** The tests `--shard=k/n` gives one machine, from `playwright test --list`: "<ORG> <width> <page>" titles. */
async function listShard(projectDir: string, shard: number): Promise<string[]> {
  const { stdout } = await run(
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'playwright.screenshots.config.ts', '--list', `--shard=${shard}/${SHARDS}`],
    { cwd: root, env: { ...process.env, SCREENSHOT_ROOT: projectDir, SCREENSHOT_BRANDS: '' }, maxBuffer: 1 << 26 },
  );
  return stdout.split('\n').flatMap((line) => /› (\S+ \S+ \S+)$/.exec(line)?.slice(1) ?? []);
}

describe(`the screenshot project over ${BRANDS} generated brands, --shard=k/${SHARDS}`, () => {
  let projectDir: string;
  let shards: string[][];

  beforeAll(async () => {
    // A project folder of generated lenders only; flows/ and schemas/ are this checkout's.
    projectDir = await mkdtemp(join(tmpdir(), 'screenshot-shards-'));
    const template = join(projectDir, 'brands', 'GRANITE_TRUST');
    await cp(join(root, 'brands', 'GRANITE_TRUST'), template, { recursive: true });
    await writeSyntheticBrands(projectDir, BRANDS);
    await rm(template, { recursive: true });
    for (const dir of ['flows', 'schemas']) await symlink(join(root, dir), join(projectDir, dir));
    shards = [];
    // One after the other: the machine has two cores, and each listing loads every manifest.
    for (let k = 1; k <= SHARDS; k++) shards.push(await listShard(projectDir, k));
  }, 180_000);

  afterAll(() => rm(projectDir, { recursive: true, force: true }));

  it('gives each test to exactly one shard, and every test to one', () => {
    const all = shards.flat();
    expect(new Set(all).size).toBe(all.length);
    const orgs = new Set(all.map((title) => title.split(' ')[0]));
    expect(orgs.size).toBe(BRANDS);
    expect(all.length).toBe(BRANDS * PER_BRAND);
  });

  it('balances the shards by test count', () => {
    // A group of one path's pages (at most a brand's PER_BRAND tests) is never cut: shards differ by less than one.
    const sizes = shards.map((tests) => tests.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(PER_BRAND);
  });

  it('keeps a brand on one machine, but where a shard ends', () => {
    // Tests are listed brand by brand and a shard is a run of that list: a brand is split only
    // at a shard's edge (none here: 26,000 tests make 4 × 6,500, 250 whole brands each).
    const orgsOf = (tests: string[]) => new Set(tests.map((title) => title.split(' ')[0]));
    const split = shards.slice(1).filter((tests, k) => orgsOf(shards[k]!).has(tests[0]!.split(' ')[0])).length;
    expect(split).toBeLessThanOrEqual(SHARDS - 1);
    if ((BRANDS * PER_BRAND) % SHARDS === 0 && ((BRANDS * PER_BRAND) / SHARDS) % PER_BRAND === 0) {
      expect(shards.map((tests) => orgsOf(tests).size)).toEqual(Array(SHARDS).fill(BRANDS / SHARDS));
    }
  });
});
