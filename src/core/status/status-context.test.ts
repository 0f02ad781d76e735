import { expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { resolveStatusRoute } from './resolve-status-route';
import { fromApplication, fromStatusResponse } from './status-context';

it('reads the status call answer', () => {
  const { status, context } = fromStatusResponse(
    {
      uuid: '8f1c2d3e-0000-4000-8000-000000000001',
      status: 'BPO_ORDER_REQUEST',
      decision: 'APPROVED',
      subDecision: 'BPO_PENDING',
      manualNotary: false,
      waitingOnFloodCert: false,
      bpo: 'BPO_REQUIRED',
      propertyState: 'TX',
      primaryParticipantAcceptComplete: false,
      isCrypto: false,
      routingNumberPresent: false,
    },
    '/dashboard',
  );
  expect(status).toBe('BPO_ORDER_REQUEST');
  expect(context).not.toHaveProperty('uuid');
  expect(resolveStatusRoute(status, context).path).toBe('bpo/condition');
});

it('reads an application (the create call answer)', () => {
  const application = {
    status: {
      checklistStatus: 'AUTOPAY_ACCOUNT',
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
    },
    decision: 'APPROVED',
    subDecision: 'VERIFIED_OFFER',
    isCrypto: false,
    disburseAccount: { routingNumber: '121000248', mask: null, accountNumber: null },
    property: { state: 'CA' },
  } as unknown as HelocApplication;
  const { status, context } = fromApplication(application);
  expect(context).toMatchObject({ routingNumberPresent: true, propertyState: 'CA', subDecision: 'VERIFIED_OFFER' });
  expect(resolveStatusRoute(status, context).path).toBe('bank/autopay');
  expect(fromApplication({ ...application, disburseAccount: null }).context.routingNumberPresent).toBe(false);
});
