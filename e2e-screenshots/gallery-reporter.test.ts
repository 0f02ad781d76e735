import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const picture = (description: string) => ({ annotations: [{ type: 'picture', description }] }) as unknown as TestCase;
const PICTURES = ['MERIDIAN/terms-phone.png', 'MERIDIAN/footer-phone.png'];

describe('the gallery reporter', () => {
  let out: string;

  beforeEach(async () => {
    out = await mkdtemp(join(tmpdir(), 'gallery-reporter-'));
    await mkdir(join(out, 'MERIDIAN'));
    for (const file of [...PICTURES, 'MERIDIAN/dropped-page-phone.png']) await writeFile(join(out, file), 'not a png');
    vi.stubEnv('SCREENSHOT_OUT', out);
    vi.resetModules();
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(out, { recursive: true, force: true });
  });

  async function run(statuses: TestResult['status'][]) {
    const { default: GalleryReporter } = await import('./gallery-reporter');
    const reporter = new GalleryReporter();
    const tests = PICTURES.map(picture);
    reporter.onBegin(undefined, { allTests: () => tests } as unknown as Suite);
    tests.forEach((test, i) => reporter.onTestEnd(test, { status: statuses[i] } as TestResult));
    const failed = statuses.some((status) => status !== 'passed');
    await reporter.onEnd({ status: failed ? 'failed' : 'passed' } as FullResult);
  }

  it('writes the gallery over the pictures taken, and sweeps a picture the page set no longer names', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    await run(['passed', 'passed']);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'manifest.json'))).toBe(true);
    expect((await readdir(join(out, 'MERIDIAN'))).sort()).toEqual(['footer-phone.png', 'terms-phone.png']);
  });

  it('writes no gallery, and sweeps nothing, when a picture failed', async () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    await run(['passed', 'failed']);
    expect(existsSync(join(out, 'index.html'))).toBe(false);
    expect(await readdir(join(out, 'MERIDIAN'))).toHaveLength(3);
  });
});
