/** Debian's /usr/bin/chromium (or CHROMIUM_PATH) for every figure of the benchmark, with the screenshots' flags. */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, fullChromiumPath } from '../screenshots/capture-settings';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: fullChromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export async function chromiumVersion(): Promise<string> {
  const browser = await launchChromium();
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}
