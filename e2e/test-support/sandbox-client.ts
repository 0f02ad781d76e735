/** Calls to the sandbox back end that set up or read what a spec needs, without a browser. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { HelocApplication } from '../../src/generated/types/heloc-application';
import type { SandboxApplicationList } from '../../src/generated/types/sandbox-application-list';
import type { SandboxFault } from '../../src/generated/types/sandbox-fault';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { PASSWORD, uniqueEmail } from './borrower-answers';

export interface Borrower {
  email: string;
  jwt: string;
  uuid: string;
}

/** The lender createBorrower registers with. */
export const BORROWER_ORG = 'MERIDIAN';

/**
 * A borrower registered and with an application created straight through the sandbox API (no
 * browser). `answers` changes create-body fields (e.g. { employmentType: 'SELF_EMPLOYED' });
 * `email` when the spec needs a particular one (its simulated credit tier), else a new one.
 */
export async function createBorrower(
  request: APIRequestContext,
  state: 'CA' | 'TX' = 'CA',
  tag?: string,
  { answers = {}, email = uniqueEmail(tag) }: { answers?: Record<string, unknown>; email?: string } = {},
): Promise<Borrower> {
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${BORROWER_ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const property = state === 'TX' ? { street1: '400 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } : {};
  const created = await request.post(`/service-application/api/v3/application/helocs?state=${state}`, {
    data: helocBody({ ...answers, profile: { email }, property }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': BORROWER_ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}

/** Everything the status control sets, at neutral values, so one test's status never leaks into the next. */
export const NEUTRAL_FIELDS = {
  decision: 'SELECT',
  subDecision: 'UNVERIFIED_OFFER',
  manualNotary: false,
  waitingOnFloodCert: false,
  bpo: 'BPO_NOT_REQUIRED',
  primaryParticipantAcceptComplete: false,
  isCrypto: false,
  ineligibleReason: null,
  routingNumber: null,
} as const;

export async function forceStatus(
  request: APIRequestContext,
  uuid: string,
  status: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const response = await request.put(`/__sandbox/applications/${uuid}/status`, {
    data: { ...NEUTRAL_FIELDS, status, ...fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * An owner whose application waits for its co-owners (CO_DEED_REQ) and an ordinary borrower the
 * lender lists among its helocSigners (signer version v1; sandbox control `addSigners`).
 */
export async function createListedSigner(request: APIRequestContext): Promise<{ owner: Borrower; coOwner: Borrower }> {
  const owner = await createBorrower(request, 'CA', 'codeed');
  await forceStatus(request, owner.uuid, 'CO_DEED_REQ');
  const coOwner = await createBorrower(request, 'CA');
  const identity = (await (
    await request.get('/identity/secure/api/v1_1/identity', {
      headers: { authorization: `Bearer ${coOwner.jwt}`, 'x-org': 'MERIDIAN' },
    })
  ).json()) as { uuid: string };
  const linked = await request.put(`/__sandbox/applications/${owner.uuid}`, { data: { addSigners: [identity.uuid] } });
  expect(linked.ok(), await linked.text()).toBe(true);
  return { owner, coOwner };
}

type SandboxApplication = SandboxApplicationList['applications'][number] & {
  application: HelocApplication;
};

/** The sandbox's record of the application with this uuid. */
export async function sandboxApplication(request: APIRequestContext, uuid: string): Promise<SandboxApplication> {
  const response = await request.get('/__sandbox/applications');
  expect(response.ok()).toBe(true);
  const { applications } = (await response.json()) as { applications: SandboxApplication[] };
  const found = applications.find((a) => a.application.uuid === uuid);
  expect(found, `the sandbox has application ${uuid}`).toBeTruthy();
  return found!;
}

/** The sandbox's applications made with this email (none, one, or more when a create was repeated). */
export async function applicationsOf(request: APIRequestContext, email: string): Promise<{ email: string }[]> {
  const { applications } = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { email: string }[];
  };
  return applications.filter((a) => a.email === email);
}

/** What a fault does to the calls it matches (the sandbox's fault body without method and path). */
export type Fault = Omit<SandboxFault, 'method' | 'path'>;

/** One fault per client path: a server error (503, 403 and 504 take the same path as 500), a dropped connection, a bad body. */
export const CLIENT_PATH_FAULTS: [string, Fault][] = [
  ['500', { status: 500 }],
  ['an aborted connection', { kind: 'abort' }],
  ['a body that is not JSON', { kind: 'not-json' }],
];

/** Every server fault the fault suite names, each status of its own. */
export const SERVER_FAULTS: [string, Fault][] = [
  CLIENT_PATH_FAULTS[0]!,
  ['503', { status: 503 }],
  ['403', { status: 403 }],
  ['a gateway timeout (504)', { status: 504 }],
  ...CLIENT_PATH_FAULTS.slice(1),
];

/** Makes the sandbox fail or delay `method path` (a prefix when it ends in *) until the faults are cleared. */
export async function injectFault(
  request: APIRequestContext,
  method: SandboxFault['method'],
  path: string,
  fault: Fault,
): Promise<void> {
  const added = await request.post('/__sandbox/faults', { data: { method, path, ...fault } });
  expect(added.status(), await added.text()).toBe(201);
}
