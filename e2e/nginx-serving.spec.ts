/**
 * The production build served by Debian's nginx with the generated configuration
 * (deploy/nginx/templates/heloc.conf.template's text, this run's port and root, the API paths sent
 * to the tests' sandbox): every header of the one source the Node server uses, the cache rules, compression,
 * the prerendered page, the SPA fallback, any lender host, and a lender's page loading in
 * Chromium under the CSP. Skipped, saying why, where nginx is not installed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEPLOY_TEMPLATE_PATH } from '../scripts/lib/nginx-config';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../scripts/lib/security-headers';
import { brand } from './test-support/brands';
import { checkConfig, findNginx, NGINX_MISSING, rawGet, startNginx, type ServedByNginx } from './test-support/nginx';
import { watchCsp } from './test-support/page-checks';
import { PORT } from './test-support/port';
import { ROOT } from './test-support/read-json';

const nginxPath = findNginx();
// One nginx for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });
test.skip(!nginxPath, NGINX_MISSING);

let nginx: ServedByNginx;
test.beforeAll(async () => {
  nginx = await startNginx(nginxPath!, PORT);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const LENDER = brand('SAWTOOTH_VALLEY_CU');
const ENTRY_SCRIPT = `/assets/${readdirSync(join(ROOT, 'dist', 'assets')).find((f) => /^entry-.*\.js$/.test(f))}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(nginx.port, path, { host: 'localhost', ...headers });

test('every answer carries each security header of the one source, once', async () => {
  const paths = [
    '/account/heloc/register-v2',
    '/account/heloc/2b1c8c3e-0000-4000-8000-000000000000/product/select',
    ENTRY_SCRIPT,
    `/brand-data/orgs/${LENDER.orgCode}.json`,
    '/service-operating-hours/external/api/v1/hours/OPS_CHAT',
    '/assets/no-such-file.js',
  ];
  for (const path of paths) {
    const response = await get(path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers[name], `${name} at ${path} (${response.status})`).toBe(value);
  }
});

test('pages and brand data are re-checked every time; hashed assets are kept a year', async () => {
  const page = await get('/account/heloc/register-v2');
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe(CACHE_CONTROL.other);
  expect((await get(`/brand-data/orgs/${LENDER.orgCode}.json`)).headers['cache-control']).toBe(CACHE_CONTROL.other);
  const script = await get(ENTRY_SCRIPT);
  expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers['cache-control']).toBe(CACHE_CONTROL.hashedAssets);
  const missing = await get('/assets/no-such-file.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBeUndefined();
});

test("serves the deployment's runtime configuration, written beside the build, re-checked every time", async () => {
  const res = await get('/config.json');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe(CACHE_CONTROL.other);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body.toString('utf8'))).toEqual({
    environment: 'local',
    errorReports: { endpoint: null },
    telemetry: { vitalsSampleRate: 0 },
  });
});

test('compresses text with gzip for a browser that accepts it', async () => {
  const plain = await get(ENTRY_SCRIPT);
  const zipped = await get(ENTRY_SCRIPT, { 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(zipped.body.length).toBeLessThan(plain.body.length);
  expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
});

test('serves the prerendered first step, the app for any other route, and 404 for a missing file', async () => {
  for (const path of [
    '/account/heloc/register-v2',
    '/account/heloc/register-v2/',
    '/account/heloc/register-v2?org=MERIDIAN',
  ])
    expect((await get(path)).body.toString(), path).toContain('data-prerendered');
  const route = await get('/account/heloc/register-v2/home-address');
  expect(route.status).toBe(200);
  expect(route.body.toString()).toContain('<div id="root">');
  expect(route.body.toString()).not.toContain('data-prerendered');
  expect((await get('/no-such-page.json')).status).toBe(404);
});

test('answers any <prefix>.<domain> host, and never serves the sandbox control API', async () => {
  for (const host of ['acme.example.test', `${LENDER.hostPrefixes[0]}.lender.example.com`, 'www.example.test']) {
    const response = await get('/account/heloc/register-v2', { host });
    expect(response.status, host).toBe(200);
    expect(response.body.toString(), host).toContain('data-prerendered');
  }
  expect((await get('/__sandbox/faults')).status).toBe(404);
});

test('the deployed template, rendered with a back end over https, passes nginx -t', async () => {
  // The example back end is a name nginx cannot resolve here; the same text with a reachable
  // address must pass `nginx -t`.
  const template = readFileSync(join(ROOT, DEPLOY_TEMPLATE_PATH), 'utf8');
  expect(
    await checkConfig(nginxPath!, template, {
      HELOC_BACKEND: '127.0.0.1:443',
      HELOC_BACKEND_TLS_NAME: 'lender-api.internal',
      HELOC_SERVER_NAMES: '.heloc.example.com localhost',
    }),
  ).toBeNull();
});

test("a lender's registration page loads through nginx under the CSP, its calls answered by the back end", async ({
  page,
}) => {
  const violations = watchCsp(page);
  const events: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => events.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  const response = await page.goto(
    `http://${LENDER.hostPrefixes[0]}.localhost:${nginx.port}/account/heloc/register-v2`,
  );
  expect(response?.headers()['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your property' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('banner').getByText(LENDER.displayName)).toBeVisible();
  // The footer's hours come from the back end through nginx's proxy.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Hours (Pacific Time)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).first().fill('12 Main St');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(events).toEqual([]);
});
