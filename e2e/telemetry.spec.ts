import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SandboxTelemetry } from '../src/generated/types/sandbox-telemetry';
import { expectPageReady } from './test-support/page-checks';

/**
 * Telemetry as the collector (the sandbox) receives it from a visit: one session per page load
 * that carries the kept session key, page views kept every time, a keepalive page-leave event
 * that outlives the page, and the collector dropping a repeat that did not ask to be kept.
 */
const ORG = 'POTOMAC_ROW_BANK';

async function telemetry(request: APIRequestContext): Promise<SandboxTelemetry> {
  return (await (await request.get('/__sandbox/telemetry')).json()) as SandboxTelemetry;
}

test('page views, the session key, a keepalive page-leave and de-duplication', async ({ page, request }) => {
  await page.goto(`/terms?org=${ORG}`);
  await expectPageReady(page, 'Terms of Service');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('telemetry_uuid'))).not.toBeNull();
  const first = (await page.evaluate(() => window.localStorage.getItem('telemetry_uuid')))!;

  // The same page twice in one page load: both views are kept (dontDedupe). Each page is drawn
  // before the next step: the address changes first, and a page the borrower leaves before the
  // app has drawn it (the router draws in a transition) is never viewed, so it sends no view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/terms/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

  const ofSession = async (uuid: string) =>
    (await telemetry(request)).events.map((e) => e.payload).filter((p) => p.sessionKey.uuid === uuid);
  await expect
    .poll(async () => (await ofSession(first)).filter((p) => p.event === 'page-view').map((p) => p.pagePath))
    .toEqual(['/terms', '/privacy', '/terms']);
  const view = (await ofSession(first))[0]!;
  expect(view).toMatchObject({ eventType: 'WEB', productType: 'HELOC', identityId: null, dontDedupe: true });
  expect(view.eventProperties).toEqual({ orgCode: ORG });

  // A reload opens a new session and sends the kept key, so the collector keeps the tracker.
  await page.reload();
  await expectPageReady(page, 'Terms of Service');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('telemetry_uuid'))).not.toBe(first);
  const second = (await page.evaluate(() => window.localStorage.getItem('telemetry_uuid')))!;
  const sessions = (await telemetry(request)).sessions;
  const opened = sessions.find((s) => s.sessionKey.uuid === second)!;
  expect(opened.payload).toMatchObject({ platform: 'WEB', libVersion: '2.2.24', sessionKey: { uuid: first } });
  expect(opened.sessionKey.trackerUuid).toBe(opened.payload.sessionKey!.trackerUuid);

  // Leaving the site: the page-leave event is sent with keepalive and still arrives.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await ofSession(second)).filter((p) => p.event === 'page-leave').map((p) => p.pagePath))
    .toEqual(['/terms']);

  // The collector keeps one of two identical events that did not ask to be kept.
  const repeat = { ...view, event: 'e2e-repeat', dontDedupe: false };
  for (let i = 0; i < 2; i++) expect((await request.post('/ft/heloc/event', { data: repeat })).status()).toBe(204);
  expect((await ofSession(first)).filter((p) => p.event === 'e2e-repeat')).toHaveLength(1);
});
