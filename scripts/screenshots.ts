/**
 * `npm run screenshots [-- --brands A,B] [--out screenshots] [playwright options]`: the page set
 * as a Playwright project (playwright.screenshots.config.ts). --brands and --out become
 * SCREENSHOT_BRANDS and SCREENSHOT_OUT; anything else (--shard=1/4, --workers=1, --grep) goes to
 * `playwright test` as it is.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ENV_OF: Record<string, string> = { '--brands': 'SCREENSHOT_BRANDS', '--out': 'SCREENSHOT_OUT' };
const env: NodeJS.ProcessEnv = { ...process.env };
const passed: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag = '', inline] = args[i]!.split(/=(.*)/s);
  const name = ENV_OF[flag];
  if (!name) passed.push(args[i]!);
  else env[name] = inline ?? args[++i] ?? '';
}
const bin = join(import.meta.dirname, '..', 'node_modules', '.bin', 'playwright');
const run = spawnSync(bin, ['test', '-c', 'playwright.screenshots.config.ts', ...passed], { env, stdio: 'inherit' });
process.exitCode = run.status ?? 1;
