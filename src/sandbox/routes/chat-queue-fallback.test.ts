import { afterEach, describe, expect, it } from 'vitest';
import { createHeloc, register } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import queueFallback from '../../../flows/chat/queue-fallback.json';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CONTROL = '/__sandbox/chat/conversations';
const HISTORY = '/service-chat-chatbot/external/api/v1/message/getChatHistory';
const OPEN_LO = '5a1e0000-0000-4000-8000-000000000002';
// Seeded OPS_CHAT: weekdays 13:00-23:00 UTC; Tuesday 2026-11-24, within hours.
const OPEN = Date.parse('2026-11-24T15:00:00Z');

let t: TestSandbox;
let now = OPEN;
afterEach(() => t.dispose());

async function referredChat(): Promise<{ id: string; token: string }> {
  now = OPEN;
  t = await createTestSandbox({ now: () => new Date(now) });
  const jwt = await register(t);
  const heloc = await createHeloc(t, jwt, { referrerId: OPEN_LO });
  expect(heloc.status).toBe(200);
  const init = await t.call('POST', INIT, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    pageUrl: '/account/heloc/register-v2/property',
    chatMode: 'agent',
    orgCode: 'ACME',
    applicationUuid: heloc.body.uuid,
  });
  expect(init.status).toBe(200);
  return { id: init.body.conversationSid, token: init.body.token };
}

const listed = async (id: string) => {
  const res = await t.call('GET', CONTROL);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.conversations as { conversationId: string; queue: string }[]).find((c) => c.conversationId === id);
};

describe('loan officer queue fallback', () => {
  it('stays with the loan officer inside the wait, then passes to the general queue and tells the borrower', async () => {
    const { id, token } = await referredChat();
    expect(await listed(id)).toMatchObject({ queue: 'loan-officer' });

    now = OPEN + (queueFallback.officerWaitSeconds - 1) * 1000;
    expect(await listed(id)).toMatchObject({ queue: 'loan-officer' });

    now = OPEN + queueFallback.officerWaitSeconds * 1000;
    expect(await listed(id)).toMatchObject({ queue: 'general' });
    const history = await t.call('GET', `${HISTORY}/${id}`, undefined, { 'x-chat-token': token });
    const notices = (history.body.messages as { author: string; body: string }[]).filter((m) => m.author === 'system');
    expect(notices.map((m) => m.body)).toEqual([queueFallback.notice]);

    // Told once: a later look changes nothing.
    now += 3_600_000;
    await listed(id);
    const again = await t.call('GET', `${HISTORY}/${id}`, undefined, { 'x-chat-token': token });
    expect((again.body.messages as { author: string }[]).filter((m) => m.author === 'system')).toHaveLength(1);
  });

  it('keeps a chat the loan officer answered in time', async () => {
    const { id } = await referredChat();
    const answer = await t.call('POST', `${CONTROL}/${id}/messages`, { body: 'Hi Ada, this is your loan officer.' });
    expect(answer.status).toBe(201);
    now = OPEN + 3_600_000;
    expect(await listed(id)).toMatchObject({ queue: 'loan-officer', status: 'active' });
  });

  it("the control API ages a conversation, so a test need not wait out the loan officer's time", async () => {
    const { id } = await referredChat();
    const bad = await t.call('POST', `${CONTROL}/${id}/age`, { seconds: 'soon' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('seconds');
    const aged = await t.call('POST', `${CONTROL}/${id}/age`, { seconds: queueFallback.officerWaitSeconds });
    expect(aged.status).toBe(204);
    expect(await listed(id)).toMatchObject({ queue: 'general' });
    expect((await t.call('POST', `${CONTROL}/unknown/age`, { seconds: 1 })).status).toBe(404);
  });
});
