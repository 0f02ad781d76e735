import { afterEach, describe, expect, it } from 'vitest';
import { createHeloc, register } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, screenOf } from '../test-support/workflow-calls';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CONTROL = '/__sandbox/chat/conversations';
// Seeded OPS_CHAT: weekdays 13:00-23:00 UTC; Tuesday 2026-11-24, within hours.
const OPEN = Date.parse('2026-11-24T15:00:00Z');

let t: TestSandbox;
afterEach(() => t.dispose());

describe("the agent console's view of the borrower's application", () => {
  // Conditional rows: the console names the screen the borrower is sent to, not the first row of the status.
  it.each([
    [
      'BPO_ORDER_REQUEST, BPO not required',
      { status: 'BPO_ORDER_REQUEST', bpo: 'BPO_NOT_REQUIRED' },
      'bpo/hold',
      'bpo: Valuing your home',
    ],
    [
      'BPO_ORDER_REQUEST, BPO required',
      { status: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' },
      'bpo/order-bpo',
      'bpo: Action needed: order your home valuation',
    ],
    [
      'GEN_CLOSING_DISCLOSURE, waiting on the flood certificate',
      { status: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true },
      'error/flood-cert',
      'error: Waiting on the flood certificate',
    ],
  ])('%s: the stage is the screen the web app shows', async (_name, forced, screen, stage) => {
    t = await createTestSandbox({ now: () => new Date(OPEN) });
    const jwt = await register(t);
    const heloc = await createHeloc(t, jwt);
    expect(heloc.status).toBe(200);
    const uuid = heloc.body.uuid as string;
    const init = await t.call('POST', INIT, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pageUrl: `/account/heloc/${uuid}`,
      chatMode: 'agent',
      orgCode: 'ACME',
      applicationUuid: uuid,
    });
    expect(init.status).toBe(200);
    expect((await t.call('PUT', `/__sandbox/applications/${uuid}/status`, forced)).status).toBe(200);

    expect(screenOf(await readStatus(t, jwt, uuid))).toBe(screen);
    const listed = await t.call('GET', CONTROL);
    const conversation = (listed.body.conversations as { conversationId: string }[]).find(
      (c) => c.conversationId === init.body.conversationSid,
    );
    expect(conversation).toMatchObject({ applicationUuid: uuid, applicationStatus: forced.status, stage });
  });
});
