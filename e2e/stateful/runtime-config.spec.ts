import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SandboxErrorReports } from '../../src/generated/types/sandbox-error-reports';
import type { SandboxTelemetry } from '../../src/generated/types/sandbox-telemetry';
import type { RuntimeConfig } from '../../src/generated/types/runtime-config';
import { answersFor, merge } from '../test-support/borrower-answers';
import { stepUrl } from '../test-support/registration-flow';
import { control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { ruleMessage } from '../test-support/registration-messages';

/**
 * What a deployment is comes from the runtime configuration its web server serves
 * (/config.json), never from the host name: here one local host is made production, then
 * staging. The sandbox's own configuration (local) sends errors to its monitoring stand-in and
 * every load's Core Web Vitals. The configuration is global sandbox state: each test puts the
 * sandbox's own back.
 */
const ORG = 'JUNIPER_RIDGE_BANK';
const RELEASE = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

const configWith = (environment: RuntimeConfig['environment'], endpoint: string | null): RuntimeConfig => ({
  environment,
  errorReports: { endpoint },
  telemetry: { vitalsSampleRate: 0 },
});

async function useConfig(request: APIRequestContext, config: RuntimeConfig) {
  expect((await request.put('/__sandbox/runtime-config', { data: config })).status()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/runtime-config');
  await request.delete('/__sandbox/error-reports');
});

const errorReports = async (request: APIRequestContext) =>
  ((await (await request.get('/__sandbox/error-reports')).json()) as SandboxErrorReports).reports;

/** An error nothing in the page catches, as a bug would raise. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);

test("the sandbox's local configuration: an uncaught error is reported with the release and the brand, and the load's Core Web Vitals arrive as telemetry with its page and brand", async ({
  page,
  request,
}) => {
  await request.delete('/__sandbox/error-reports');
  // Vitals of this lender an earlier run on the same sandbox sent are not this load's.
  expect((await request.delete('/__sandbox/telemetry')).status()).toBe(204);
  await page.goto(startUrl(ORG));
  await expectStep(page, 'property');
  const landing = new URL(page.url()).pathname;

  await throwUncaught(page, 'e2e: an uncaught error');
  await expect
    .poll(async () => (await errorReports(request)).map((r) => r.report.message))
    .toContain('e2e: an uncaught error');
  const [reported] = (await errorReports(request)).filter((r) => r.report.message === 'e2e: an uncaught error');
  expect(reported!.report).toMatchObject({ release: RELEASE, orgCode: ORG, pagePath: landing, source: 'error' });

  // The measuring code loads on the borrower's first use of the page (a press), never before.
  const vitals = async () =>
    ((await (await request.get('/__sandbox/telemetry')).json()) as SandboxTelemetry).events
      .map((e) => e.payload)
      .filter((p) => p.event === 'web-vital' && p.eventProperties?.orgCode === ORG);
  expect(await vitals()).toEqual([]);
  const measuring = page.waitForResponse((r) => /\/web-vitals-[^/]*\.js$/.test(new URL(r.url()).pathname));
  await page.getByRole('heading', { level: 1 }).click();
  await measuring;
  // Once the library runs (a task after its code arrives), the borrower leaves: the final values
  // are sent as the page is hidden, with keepalive.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
  await page.goto('about:blank');
  await expect
    .poll(async () => [...new Set((await vitals()).map((p) => p.eventProperties?.metric))].sort())
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const event of await vitals()) {
    expect(event.pagePath).toBe(landing);
    expect(['good', 'needs-improvement', 'poor']).toContain(event.eventProperties?.rating);
    expect(typeof event.eventProperties?.value).toBe('number');
  }
});

/**
 * Opens the lender's registration, checks which banner file the page asked for (the only one),
 * walks to the legal-name step and submits a numbered last name, as test identities have.
 */
async function expectBannerFileThenNumberedName(page: Page, bannerFile: string) {
  const bannerFiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cdn/banners/')) bannerFiles.push(new URL(r.url()).pathname);
  });
  const valid = answersFor('CA');
  await page.goto(startUrl(ORG));
  await walk(page, valid, { until: 'legal-name' });
  await expect.poll(() => bannerFiles).toEqual([bannerFile]);
  await fillStep(page, 'legal-name', merge(valid, { name: { lastName: 'Tester 2' } }));
  await submitButton(page, 'legal-name').click();
}

test('a production configuration on a local host: the production banner file, the strict last-name rule, and no error report without an endpoint', async ({
  page,
  request,
}) => {
  await useConfig(request, configWith('production', null));
  await expectBannerFileThenNumberedName(page, '/cdn/banners/heloc-banners.json');
  await expectFieldError(
    page,
    control(page, 'legal-name', '/name/lastName'),
    ruleMessage('legal-name', 'pattern-by-environment', 'unsupported'),
  );
  await expect(page).toHaveURL(stepUrl('legal-name'));

  // The reporter loads on the error, reads the configuration, and sends nothing.
  const reporterLoaded = page.waitForResponse((r) => /install-reporter/.test(r.url()));
  await throwUncaught(page, 'e2e: not reported in production without an endpoint');
  await reporterLoaded;
  await page.waitForTimeout(1_000);
  expect(await errorReports(request)).toEqual([]);
});

test('a staging configuration on the same host is non-production: the test banner file and numbered test identities', async ({
  page,
  request,
}) => {
  await useConfig(request, configWith('staging', null));
  await expectBannerFileThenNumberedName(page, '/cdn/banners/heloc-banners-test.json');
  await expect(page).not.toHaveURL(stepUrl('legal-name'));
  await expect(page.getByText(ruleMessage('legal-name', 'pattern-by-environment', 'unsupported'))).toHaveCount(0);
});
