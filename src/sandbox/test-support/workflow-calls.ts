import { fromStatusResponse } from '../../core/status/status-context';
import { resolveStatusRoute } from '../../core/status/resolve-status-route';
import identityScreens from '@flows/application/screens/identity.json';
import consentTypes from '../seed/consent-types.json';
import { bearer, PASSWORD } from './borrowers';
import type { TestResponse, TestSandbox } from './test-sandbox';

/** Test helpers for the application screens' calls: tasks, uploads, and a borrower who walks them. */

export const BASE = (uuid: string): string => `/service-krang-heloc/borrower/secure/api/v1/${uuid}`;
export const CO_DEED = '/service-application/api/v1/application/heloc/co-deed';

/** A clock the test moves; waits are measured against it. */
export function testClock(start = '2025-03-03T12:00:00Z') {
  let now = new Date(start);
  return { now: () => now, advance: (ms: number) => void (now = new Date(now.getTime() + ms)) };
}

/** Smallest files whose first bytes are real PNG / PDF signatures. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%test\n');

export async function task(
  t: TestSandbox,
  jwt: string,
  uuid: string,
  name: string,
  body: unknown = {},
): Promise<TestResponse> {
  return t.call('POST', `${BASE(uuid)}/tasks/${name}`, body, bearer(jwt));
}

export async function readStatus(t: TestSandbox, jwt: string, uuid: string) {
  return (await t.call('GET', `${BASE(uuid)}/status`, undefined, bearer(jwt))).body;
}

/** The screen the web app would show for a status answer (the real resolver and table). */
export function screenOf(statusBody: Parameters<typeof fromStatusResponse>[0]): string {
  const { status, context } = fromStatusResponse(statusBody);
  return resolveStatusRoute(status, context, () => undefined).path;
}

export async function upload(
  t: TestSandbox,
  jwt: string,
  path: string,
  documentType: string | undefined,
  file?: { bytes: Uint8Array; type: string; name?: string },
): Promise<TestResponse> {
  const form = new FormData();
  if (documentType !== undefined) form.append('documentType', documentType);
  if (file)
    form.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name ?? 'upload', { type: file.type }));
  const res = await t.sandbox.app.request(path, { method: 'POST', body: form, headers: bearer(jwt) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Uploads a driver's licence (front and back) to `documentsPath` and answers the verify-identity body. */
export async function licenceBody(t: TestSandbox, jwt: string, documentsPath: string) {
  const png = { bytes: PNG_BYTES, type: 'image/png' };
  const front = await upload(t, jwt, documentsPath, 'DRIVERSLICENSEFRONT', { ...png, name: 'front.png' });
  const back = await upload(t, jwt, documentsPath, 'DRIVERSLICENSEBACK', { ...png, name: 'back.png' });
  if (front.status !== 201 || back.status !== 201) throw new Error(`upload: ${front.status} ${back.status}`);
  return {
    idType: 'DRIVERS_LICENSE',
    frontDocumentUuid: front.body.uuid as string,
    backDocumentUuid: back.body.uuid as string,
  };
}

/** The applicant's HARD_CREDIT consent as the identity screen sends it: its words (flows), the seeded version. */
export function hardCreditConsent(uuid: string) {
  const version = consentTypes.application.find((c) => c.type === 'HARD_CREDIT')!.version;
  const text = identityScreens.screens.identity.copy.hardCreditConsent;
  return { type: 'HARD_CREDIT', version, text, page: `/account/heloc/${uuid}/identity` };
}

/** The applicant's verify-identity body: a driver's licence and the HARD_CREDIT consent. */
export async function applicantIdentityBody(t: TestSandbox, jwt: string, uuid: string) {
  return { ...(await licenceBody(t, jwt, `${BASE(uuid)}/documents`)), hardCreditConsent: hardCreditConsent(uuid) };
}

/** Everything an invited signer does, from the invite to COMPLETE; answers the statuses seen. */
export async function signerSigns(t: TestSandbox, resumeToken: string, org = 'ACME'): Promise<string[]> {
  const reg = await t.call('POST', `/identity/api/v1/registration/signer?organization=${org}`, {
    resumeToken,
    password: PASSWORD,
  });
  if (reg.status !== 200) throw new Error(`signer registration: ${reg.status} ${JSON.stringify(reg.body)}`);
  const jwt = reg.body.jwt as string;
  const seen: string[] = [(await t.call('GET', `${CO_DEED}/status`, undefined, bearer(jwt))).body.status];
  const step = async (name: string, body: unknown) => {
    const res = await t.call('POST', `${CO_DEED}/tasks/${name}`, body, bearer(jwt));
    if (res.status !== 200) throw new Error(`signer ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    seen.push(res.body.status as string);
  };
  await step('verify-identity', await licenceBody(t, jwt, `${CO_DEED}/documents`));
  await step('acknowledge-intro', {});
  const docs = (await t.call('GET', `${CO_DEED}/documents?set=signing`, undefined, bearer(jwt))).body.documents as {
    key: string;
  }[];
  await step('sign-documents', { documentKeys: docs.map((d) => d.key) });
  return seen;
}
