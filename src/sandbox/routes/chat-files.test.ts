import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CHAT = '/service-omni-proxy/insecure/api/v1/chat';

let t: TestSandbox;
afterEach(() => t.dispose());

async function chatWithFile() {
  t = await createTestSandbox({ now: () => new Date('2026-11-24T15:00:00Z') });
  const init = (
    await t.call('POST', INIT, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pageUrl: '/',
      chatMode: 'agent',
      orgCode: 'ACME',
    })
  ).body;
  const sent = await t.call(
    'POST',
    `${CHAT}/${init.conversationSid}/messages`,
    { files: [{ name: 'notes.txt', type: 'text/plain', content: Buffer.from('twelve bytes').toString('base64') }] },
    { 'x-chat-token': init.token },
  );
  expect(sent.status).toBe(201);
  return { token: init.token as string, url: sent.body.attachments[0].url as string };
}

describe('chat attachments', () => {
  it('are answered with the chat token in the header', async () => {
    const { token, url } = await chatWithFile();
    expect(url).not.toContain(token);
    const res = await t.sandbox.app.request(url, { headers: { 'x-chat-token': token } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('twelve bytes');
  });

  it('are refused with the token in the address, which history and logs would keep', async () => {
    const { token, url } = await chatWithFile();
    const res = await t.sandbox.app.request(`${url}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(401);
  });
});
