/**
 * The first application screen: a borrower registered and with an application created through
 * the served sandbox's API (as the last registration step does), then the application opened
 * signed in, `/account/heloc/{uuid}`; the app reads its status and goes to the screen
 * flows/status-routes.json names. Its first load is measured like the first step's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { helocBody, PASSWORD, PHONE, uniqueEmail } from '../../src/sandbox/test-support/borrowers';
import { measurePageWeight, type PageWeight } from './page-weight';

/** Every application screen's heading, by its path under /account/heloc/{uuid}/. */
function screenTitles(rootDir: string): Map<string, string> {
  const dir = join(rootDir, 'flows', 'application', 'screens');
  const titles = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { screens } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      screens: Record<string, { title: string }>;
    };
    for (const [path, screen] of Object.entries(screens)) titles.set(path, screen.title);
  }
  return titles;
}

async function call(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function measureApplicationScreen(
  browser: Browser,
  rootDir: string,
  origin: string,
): Promise<{ screen: string; weight: PageWeight }> {
  const email = uniqueEmail('bench');
  const { jwt } = (await call(origin, '/identity/api/v1/registration/register?organization=MERIDIAN', {
    email,
    password: PASSWORD,
    phoneNumber: PHONE,
  })) as { jwt: string };
  const { uuid } = (await call(
    origin,
    '/service-application/api/v3/application/helocs?state=CA',
    helocBody({ profile: { email } }),
    { authorization: `Bearer ${jwt}`, 'x-org': 'MERIDIAN' },
  )) as { uuid: string };
  const titles = screenTitles(rootDir);
  let screen = '';
  const ready = async (page: Page) => {
    const prefix = `/account/heloc/${uuid}/`;
    await page.waitForURL((url) => url.pathname.startsWith(prefix) && titles.has(url.pathname.slice(prefix.length)), {
      timeout: 30_000,
    });
    screen = new URL(page.url()).pathname.slice(prefix.length);
    await page.getByRole('heading', { level: 1, name: titles.get(screen)! }).waitFor({ timeout: 30_000 });
  };
  const weight = await measurePageWeight(browser, `${origin}/account/heloc/${uuid}`, ready, { jwt });
  return { screen, weight };
}
