/** Debian's /usr/bin/chromium (or CHROMIUM_PATH) for every figure of the benchmark. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS, ...extraArgs] });
}

export async function chromiumVersion(): Promise<string> {
  const browser = await launchChromium();
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}
