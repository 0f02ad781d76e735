import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../scripts/lib/first-load';
import { createScratchCopy } from '../scripts/lib/scratch-copy';
import { writeSyntheticBrands } from '../scripts/lib/synthetic-brands';

const ROOT = resolve(import.meta.dirname, '..');

// Onboarding lenders must not make any of them slower: the JavaScript of a shell page's first
// load is the same, within 1%, with the committed brands and with 1,000 more.
test('first-load JavaScript does not grow with 1,000 more brands', async () => {
  test.setTimeout(240_000);
  const page = { path: '/terms?org=MERIDIAN', ready: 'Terms of Service' };
  const committed = await measureFirstLoad({ rootDir: ROOT, dist: join(ROOT, 'dist'), ...page });

  const scratch = await createScratchCopy(ROOT);
  try {
    await writeSyntheticBrands(scratch.dir, 1000);
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    execFileSync(tsx, ['scripts/generate.ts'], { cwd: scratch.dir, stdio: 'pipe' });
    execFileSync(
      join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--configLoader', 'runner', '--logLevel', 'error'],
      { cwd: scratch.dir, stdio: 'pipe' },
    );
    const scaled = await measureFirstLoad({ rootDir: scratch.dir, dist: join(scratch.dir, 'dist'), ...page });
    const synthetic = await measureFirstLoad({
      rootDir: scratch.dir,
      dist: join(scratch.dir, 'dist'),
      path: '/terms?org=SYNTHETIC_0999',
      ready: 'Terms of Service',
    });

    expect(committed.jsGzip).toBeGreaterThan(0);
    expect(scaled.jsGzip / committed.jsGzip).toBeLessThanOrEqual(1.01);
    expect(scaled.jsGzip / committed.jsGzip).toBeGreaterThanOrEqual(0.99);
    expect(synthetic.jsGzip / committed.jsGzip).toBeLessThanOrEqual(1.01);
    test.info().annotations.push({
      type: 'first-load',
      description: `committed ${committed.jsGzip} B gzip, with 1,000 more brands ${scaled.jsGzip} B gzip`,
    });
  } finally {
    await scratch.dispose();
  }
});
