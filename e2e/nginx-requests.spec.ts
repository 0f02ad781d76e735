/**
 * What a deployment's nginx must carry and must not keep, through Debian's nginx with the
 * generated template (e2e/test-support/nginx.ts) in front of the sandbox: a phone photo of an ID
 * (9 MB) reaches the back end as the borrower uploads it; a body past the limit gets the flows'
 * words, which the upload shows; a landing's personal data and a borrower's credentials never
 * reach the access log; /healthz answers. Skipped, saying why, where nginx is not installed.
 */
import { expect, test, type Page } from '@playwright/test';
import { encodeUserDataParam } from '../src/core/prefill/user-data-param';
import { SECURITY_HEADERS } from '../scripts/lib/security-headers';
import { actAs, applicationPath } from './test-support/application';
import { arriveAt, giveHardCreditConsent, idWords, PNG } from './test-support/application-steps';
import { findNginx, NGINX_MISSING, rawGet, rawRequest, startNginx, type ServedByNginx } from './test-support/nginx';
import { PORT } from './test-support/port';
import { readJson } from './test-support/read-json';
import { expectStep } from './test-support/registration-journey';
import { createBorrower, forceStatus, sandboxApplication, type Borrower } from './test-support/sandbox-client';

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

const TOO_LARGE = readJson<{ tooLarge: { message: string } }>('flows/faults/copy.json').tooLarge.message;
const MIB = 1024 * 1024;
const through = (path: string) => `http://localhost:${nginx.port}${path}`;

/** A JPEG as the back end checks one (its first bytes), `bytes` long in all. */
function jpeg(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return file;
}

/** The borrower on the identity screen, through nginx, with a passport chosen (front only). */
async function atIdentity(page: Page, borrower: Borrower): Promise<void> {
  await forceStatus(page.request, borrower.uuid, 'IDENTITY_VERIFICATION');
  await actAs(page, borrower);
  await page.goto(through(applicationPath(borrower.uuid)));
  await arriveAt(page, borrower.uuid, 'identity');
  await page.getByRole('radio', { name: idWords.idType.PASSPORT }).check();
  await giveHardCreditConsent(page);
}

test('a 9 MB photo of an ID, uploaded as the borrower does it, reaches the back end', async ({ page, request }) => {
  const borrower = await createBorrower(request, 'CA', 'nginx-9mb');
  await atIdentity(page, borrower);
  const photo = jpeg(9 * MIB);
  await page.getByLabel(idWords.front).setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: idWords.submit }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${borrower.uuid}/identity$`), { timeout: 30_000 });
  const app = await sandboxApplication(request, borrower.uuid);
  expect((app.application.documents ?? []).map((d) => [d.documentType, d.size])).toEqual([
    ['PASSPORTFRONT', photo.length],
  ]);
  // nginx writes a request's line after it has sent the answer: wait for the line, do not race it.
  await expect
    .poll(() => nginx.accessLog())
    .toMatch(new RegExp(`"POST /service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/documents HTTP/1.1" 201 `));
});

test("a body past the limit gets a 413 in the back end's error shape, and the upload shows the flows' words", async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA', 'nginx-413');
  await atIdentity(page, borrower);
  // As an older page or a client check gone wrong would send it: the chosen file grows to 12 MB on its way out.
  const boundary = 'heloc-e2e-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORTFRONT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg(12 * MIB),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await page.route('**/documents', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      postData: body,
    }),
  );
  const answered = page.waitForResponse((r) => r.url().endsWith('/documents'));
  await page.getByLabel(idWords.front).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: idWords.submit }).click();
  const response = await answered;
  expect(response.status()).toBe(413);
  expect(response.headers()['content-type']).toBe('application/json');
  expect(response.headers()['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  expect(await response.json()).toEqual({
    status: 413,
    message: TOO_LARGE,
    errors: [{ pointer: '', message: TOO_LARGE }],
  });
  await expect(page.getByRole('alert')).toHaveText(TOO_LARGE);
  await expect(page).toHaveURL(new RegExp(`/${borrower.uuid}/identity$`));
  expect((await sandboxApplication(request, borrower.uuid)).application.documents ?? []).toEqual([]);

  // The same body sent straight, by any client, gets the same answer.
  const straight = await rawRequest(
    nginx.port,
    'POST',
    `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/documents`,
    {
      host: 'localhost',
      authorization: `Bearer ${borrower.jwt}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
    body,
  );
  expect(straight.status).toBe(413);
  expect(JSON.parse(straight.body.toString())).toEqual({
    status: 413,
    message: TOO_LARGE,
    errors: [{ pointer: '', message: TOO_LARGE }],
  });
});

test("a landing's ?userData= and a borrower's credentials stay out of the access log", async ({ page }) => {
  const userData = encodeUserDataParam({ fn: 'Robin', ln: 'Quill', ps1: '77 Harbor Lane', pc: 'Portland', i: 85000 });
  await page.goto(through(`/account/heloc/register-v2?org=MERIDIAN&userData=${encodeURIComponent(userData)}`));
  await expectStep(page, 'property');
  const signer = await rawGet(nginx.port, '/account/heloc/heloc-signer/login?token=signer-secret-token', {
    host: 'localhost',
    authorization: 'Bearer secret-bearer-token',
    cookie: 'session=secret-cookie-value',
    referer: `http://localhost/account/heloc/register-v2?userData=${userData}`,
  });
  expect(signer.status).toBe(200);
  await expect.poll(() => nginx.accessLog()).toContain('"GET /account/heloc/register-v2 HTTP/1.1" 200 ');
  await expect.poll(() => nginx.accessLog()).toContain('"GET /account/heloc/heloc-signer/login HTTP/1.1" 200 ');
  const log = await nginx.accessLog();
  for (const secret of [
    '?',
    'userData',
    userData,
    'Robin',
    'signer-secret-token',
    'secret-bearer-token',
    'secret-cookie',
  ])
    expect(log, secret).not.toContain(secret);
});

test('/healthz answers 200 from nginx itself, and is not logged', async () => {
  const health = await rawGet(nginx.port, '/healthz', { host: 'localhost' });
  expect(health.status).toBe(200);
  expect(health.body.toString()).toBe('ok\n');
  // A logged request after it: once its line is written, a /healthz line would have been too.
  expect((await rawGet(nginx.port, '/after-healthz', { host: 'localhost' })).status).toBe(200);
  await expect.poll(() => nginx.accessLog()).toContain('"GET /after-healthz HTTP/1.1" 200 ');
  expect(await nginx.accessLog()).not.toContain('/healthz');
});
