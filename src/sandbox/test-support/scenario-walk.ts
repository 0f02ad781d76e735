import { bearer } from './borrowers';
import type { TestSandbox } from './test-sandbox';
import {
  applicantIdentityBody,
  BASE,
  PDF_BYTES,
  readStatus,
  screenOf,
  signerSigns,
  task,
  upload,
} from './workflow-calls';

/** One stop of a walk: the status the borrower found and the screen the web app shows for it. */
export interface Visit {
  status: string;
  screen: string;
}

export interface WalkOptions {
  /** How far the test clock moves when the borrower can only wait. */
  advance: (ms: number) => void;
  waitMs: number;
  /** The liens screen's answer for each lien. */
  payOffLiens?: boolean;
}

type Act = (t: TestSandbox, jwt: string, uuid: string) => Promise<unknown>;

const ok = async (res: Promise<{ status: number; body: unknown }>, what: string) => {
  const r = await res;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
};

const application = async (t: TestSandbox, jwt: string, uuid: string) =>
  (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt))).body;

const ACCOUNT = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'CHECKING',
  holderName: 'Pat Doe',
};

/** Every outstanding condition answered the way it asks: its documents, or a phone number. */
const answerConditions: Act = async (t, jwt, uuid) => {
  const base = `/service-conditions/external/api/v1/applications/${uuid}/conditions`;
  const listed = (await t.call('GET', `${base}/external-applicants`, undefined, bearer(jwt))).body as {
    uuid: string;
    type: string;
    actionNeeded: boolean;
    xtraData: { numDocsRequired?: number };
  }[];
  for (const c of listed.filter((x) => x.actionNeeded)) {
    if (c.type === 'PHONE_NUMBER') {
      await ok(
        t.call('PUT', `${base}/${c.uuid}/phone-number`, { phoneNumber: '+14155550100' }, bearer(jwt)),
        'phone-number',
      );
      continue;
    }
    const form = new FormData();
    for (let i = 0; i < (c.xtraData.numDocsRequired ?? 1); i += 1)
      form.append(
        'file',
        new File([PDF_BYTES as Uint8Array<ArrayBuffer>], `doc-${i}.pdf`, { type: 'application/pdf' }),
      );
    const res = await t.sandbox.app.request(`${base}/${c.uuid}/documents`, {
      method: 'POST',
      body: form,
      headers: bearer(jwt),
    });
    if (res.status !== 200) throw new Error(`condition documents: ${res.status} ${await res.text()}`);
  }
};

/** What a person does on each screen, by status (the screens flows/status-routes.json routes to). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the answer freely
function actionFor(status: string, app: Record<string, any>, opts: WalkOptions): Act | undefined {
  const run =
    (name: string, body: unknown = {}): Act =>
    (t, jwt, uuid) =>
      ok(task(t, jwt, uuid, name, body), name);
  const s = app.status;
  switch (status) {
    case 'OFFER_SELECTION':
    case 'REVISED_OFFER_SELECTION': {
      const offer = app.offers.offers[0];
      return run('select-offer', { offerId: offer.id, drawAmount: Math.ceil(offer.minDraw) });
    }
    case 'SOFT_CREDIT_LOCKED_OR_FROZEN':
      return run('retry-credit');
    case 'CREDIT_NO_MATCH':
      return run('confirm-ssn', { ssn: '123456789' });
    case 'NO_PROPERTY_FOUND':
    case 'MULTIPLE_PROPERTIES':
      return run('confirm-property', { street1: '12 Main St', city: 'San Jose', state: 'CA', zip: '95112' });
    case 'ASSETS_PREQUAL':
      return run('confirm-assets', { amount: 250000 });
    case 'COLLECT_ADDITIONAL_INFO':
      return run('confirm-contact', { phoneNumber: '+14155550100', email: 'pat@example.com' });
    case 'CONDITIONS_OUTSTANDING':
      return answerConditions;
    case 'HMDA':
      return run('submit-hmda', {
        ethnicity: 'I do not wish to provide this information',
        race: 'Asian',
        sex: 'Female',
      });
    case 'APP_SUBMISSION':
      return run('accept-app-summary', { accepted: true });
    case 'NO_AVM_FOUND':
      return run('estimate-value', { estimatedValue: 450000 });
    case 'BPO_ORDER_REQUEST':
      return run('order-bpo', { condition: 'GOOD' });
    case 'INCOME_VERIFICATION':
      return run('link-income', { providerType: 'PLAID_TRANSACTIONS' });
    case 'EMPLOYMENT_VERIFICATION':
      return run('verify-employer', {
        employerName: 'Acme Corp',
        employerPhone: '+14155550111',
        jobTitle: 'Owner',
        startDate: '2015-04-01',
      });
    case 'IDENTITY_VERIFICATION':
      return async (t, jwt, uuid) =>
        ok(task(t, jwt, uuid, 'verify-identity', await applicantIdentityBody(t, jwt, uuid)), 'verify-identity');
    case 'TRUST_AND_INSURANCE':
      return async (t, jwt, uuid) => {
        const declarations = await upload(t, jwt, `${BASE(uuid)}/documents`, 'INSURANCE_DECLARATIONS', {
          bytes: PDF_BYTES,
          type: 'application/pdf',
          name: 'declarations.pdf',
        });
        await ok(task(t, jwt, uuid, 'submit-insurance', { documentUuid: declarations.body.uuid }), 'submit-insurance');
      };
    case 'LIEN_VERIFICATION':
      return run('confirm-liens', {
        liens: app.liens.map((l: { id: string }) => ({ id: l.id, payOff: opts.payOffLiens ?? false })),
      });
    case 'DISBURSEMENT_ACCOUNT':
      return run('set-disbursement-account', ACCOUNT);
    case 'AUTOPAY_ACCOUNT':
      return run('set-autopay-account', { sameAsDisbursement: true });
    case 'NOTE_SIGNING':
      return async (t, jwt, uuid) => {
        for (const [set, name] of [
          ['disclosures', 'accept-disclosures'],
          ['signing', 'sign-documents'],
        ] as const) {
          const docs = (await t.call('GET', `${BASE(uuid)}/documents?set=${set}`, undefined, bearer(jwt))).body
            .documents as { key: string }[];
          await ok(task(t, jwt, uuid, name, { documentKeys: docs.map((d) => d.key) }), name);
        }
      };
    case 'CO_DEED_REQ':
      if (app.signers.length > 0) return undefined;
      return async (t, jwt, uuid) => {
        await ok(
          task(t, jwt, uuid, 'add-signer', {
            firstName: 'Sam',
            lastName: 'Doe',
            email: `sam.${uuid.slice(0, 8)}@example.com`,
          }),
          'add-signer',
        );
        const listed = (await t.call('GET', '/__sandbox/applications')).body.applications.find(
          (a: { application: { uuid: string } }) => a.application.uuid === uuid,
        );
        await signerSigns(t, listed.signers[0].resumeToken);
      };
    case 'DEED_SIGNING':
      return s.primaryParticipantAcceptComplete
        ? undefined
        : async (t, jwt, uuid) => {
            await ok(task(t, jwt, uuid, 'start-notary'), 'start-notary');
            await ok(task(t, jwt, uuid, 'complete-notary'), 'complete-notary');
          };
    case 'MANUAL_DEED_SIGNING':
      return app.notary
        ? undefined
        : async (t, jwt, uuid) => {
            const slots = (await t.call('GET', `${BASE(uuid)}/notary/slots`, undefined, bearer(jwt))).body.slots;
            await ok(task(t, jwt, uuid, 'reserve-notary', { slotId: slots[0].id }), 'reserve-notary');
          };
    default:
      return undefined;
  }
}

/**
 * The borrower does what each screen asks until COMPLETE or a status nothing moves (a decline);
 * where there is nothing to do, the test clock moves on by waitMs. Answers every stop, in order
 * (a status seen twice in a row with a new screen, such as the flood wait, is two stops).
 */
export async function walk(t: TestSandbox, jwt: string, uuid: string, opts: WalkOptions): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let guard = 0; guard < 80; guard += 1) {
    const status = await readStatus(t, jwt, uuid);
    const visit = { status: status.status as string, screen: screenOf(status) };
    const last = visits.at(-1);
    if (!last || last.status !== visit.status || last.screen !== visit.screen) visits.push(visit);
    if (visit.status === 'COMPLETE') return visits;
    const act = actionFor(visit.status, await application(t, jwt, uuid), opts);
    if (act) {
      await act(t, jwt, uuid);
      continue;
    }
    opts.advance(opts.waitMs);
    const after = await readStatus(t, jwt, uuid);
    if (after.status === visit.status && screenOf(after) === visit.screen && !isMoving(visit.status)) return visits;
  }
  throw new Error(`walk did not end: ${JSON.stringify(visits)}`);
}

/** Statuses that may need a second wait with nothing visible changing. */
const isMoving = (status: string): boolean => status === 'CO_DEED_REQ';
