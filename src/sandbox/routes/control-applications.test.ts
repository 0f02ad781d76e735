import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, register } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const statusPath = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('PUT /__sandbox/applications/{uuid}/status', () => {
  it('moves the application; the status call and the application both show it', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const change = {
      status: 'BPO_ORDER_REQUEST',
      decision: 'APPROVED',
      subDecision: 'VERIFIED_OFFER',
      manualNotary: true,
      waitingOnFloodCert: true,
      bpo: 'BPO_REQUIRED',
      primaryParticipantAcceptComplete: true,
      isCrypto: true,
      routingNumber: '021000021',
    };
    const res = await t.call('PUT', `/__sandbox/applications/${application.uuid}/status`, change);
    expect(res.status).toBe(200);
    expect(schemaProblems('heloc-application', res.body)).toEqual([]);
    expect((await t.call('GET', statusPath(application.uuid), undefined, bearer(jwt))).body).toEqual({
      uuid: application.uuid,
      status: 'BPO_ORDER_REQUEST',
      decision: 'APPROVED',
      subDecision: 'VERIFIED_OFFER',
      manualNotary: true,
      waitingOnFloodCert: true,
      bpo: 'BPO_REQUIRED',
      propertyState: 'CA',
      primaryParticipantAcceptComplete: true,
      isCrypto: true,
      routingNumberPresent: true,
    });
    const read = (
      await t.call('GET', `/service-application/api/v1/application/heloc/${application.uuid}`, undefined, bearer(jwt))
    ).body;
    expect(read.status).toMatchObject({
      checklistStatus: 'BPO_ORDER_REQUEST',
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_OFFER',
    });
    expect(read.disburseAccount).toEqual({ routingNumber: '021000021', mask: null, accountNumber: null });
  });

  it('changes only the fields named', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    await t.call('PUT', `/__sandbox/applications/${application.uuid}/status`, { routingNumber: '021000021' });
    await t.call('PUT', `/__sandbox/applications/${application.uuid}/status`, { status: 'DISBURSEMENT_ACCOUNT' });
    const polled = (await t.call('GET', statusPath(application.uuid), undefined, bearer(jwt))).body;
    expect(polled).toMatchObject({ status: 'DISBURSEMENT_ACCOUNT', decision: 'SELECT', routingNumberPresent: true });
    await t.call('PUT', `/__sandbox/applications/${application.uuid}/status`, { routingNumber: null });
    expect((await t.call('GET', statusPath(application.uuid), undefined, bearer(jwt))).body.routingNumberPresent).toBe(
      false,
    );
  });

  it.each([
    [
      'an unknown status',
      { status: 'NOT_A_STATUS' },
      'status must be a workflow status listed in schemas/api/workflow-status.schema.json',
    ],
    ['an empty body', {}, 'Request body must name at least one field to change'],
    [
      'an unknown BPO status',
      { bpo: 'MAYBE' },
      'bpo must be one of BPO_NOT_REQUIRED, BPO_REQUIRED, UNKNOWN_BPO_STATUS, BPO_PROCESSING, BPO_COMPLETE',
    ],
    ['a two-digit routing number', { routingNumber: '12' }, 'routingNumber must be 9 digits'],
    ['a new owner', { status: 'COMPLETE', owner: 'x' }, 'owner is not allowed'],
  ])('400 for %s', async (_name, body, message) => {
    const { application } = await borrowerWithApplication(t);
    const res = await t.call('PUT', `/__sandbox/applications/${application.uuid}/status`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('404 for an unknown application, 400 for a malformed uuid', async () => {
    expect(
      (
        await t.call('PUT', '/__sandbox/applications/00000000-0000-4000-8000-000000000000/status', {
          status: 'COMPLETE',
        })
      ).status,
    ).toBe(404);
    expect((await t.call('PUT', '/__sandbox/applications/abc/status', { status: 'COMPLETE' })).status).toBe(400);
  });
});

describe('listings', () => {
  it('lists every application with its owner', async () => {
    const { application } = await borrowerWithApplication(t, 'declined', 'WIDE');
    const res = await t.call('GET', '/__sandbox/applications');
    expect(res.body.applications).toEqual([expect.objectContaining({ organizationCode: 'WIDE', application })]);
    expect(schemaProblems('sandbox-application-list', res.body)).toEqual([]);
  });

  it('lists identities without anything of their passwords', async () => {
    await register(t, 'one@example.com');
    await t.call('POST', '/identity-broker/customer/api/v3/login', {
      email: 'one@example.com',
      password: 'Sandbox-Pass1!',
    });
    const res = await t.call('GET', '/__sandbox/identities');
    expect(res.body.identities).toEqual([
      expect.objectContaining({ email: 'one@example.com', organizationCode: 'ACME', activeSessions: 2 }),
    ]);
    expect(schemaProblems('sandbox-identity-list', res.body)).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password|Sandbox-Pass/i);
  });

  it('is emptied by a reset, reference data comes back', async () => {
    await borrowerWithApplication(t, undefined, 'ACME', { referralId: '4ef00000-0000-4000-8000-000000000001' });
    await t.call('POST', '/waitlist/home-equity-loan-plus', {
      firstName: 'Rae',
      lastName: 'Moss',
      dob: '1970-01-31',
      email: 'rae@example.com',
      income: 1,
      street1: '5 Birch Lane',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      consent: false,
    });
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', '/__sandbox/applications')).body).toEqual({ applications: [] });
    expect((await t.call('GET', '/__sandbox/identities')).body).toEqual({ identities: [] });
    expect((await t.call('GET', '/__sandbox/submissions')).body).toEqual({ waitlist: [], commsConsents: [] });
    expect((await t.call('GET', '/offercode/CAHOME25')).status).toBe(200);
    const referral = await t.call(
      'GET',
      '/service-application/external/api/v1/heloc/referral-id/4ef00000-0000-4000-8000-000000000001',
    );
    expect(referral.body.status).toBe('PENDING');
  });
});
