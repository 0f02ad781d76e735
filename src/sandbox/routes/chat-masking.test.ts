import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureRoot, createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';

const CHATBOT = fileURLToPath(new URL('../../../flows/chat/chatbot.json', import.meta.url));
const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const BOT = '/service-chat-chatbot/external/api/v1/message';
// Seeded OPS_CHAT is closed then: the chatbot answers.
const CLOSED = '2026-11-24T05:00:00Z';

let t: TestSandbox;
afterEach(() => t.dispose());

// The formats of issue 26, as a borrower types them, and what the sandbox keeps.
const STORED: [string, string][] = [
  ['My SSN is 123-45-6789, can you check', 'My SSN is ***-**-6789, can you check'],
  ['ssn 078.05.1123 or 078-051121 or 07805-1121', 'ssn ***.**.1123 or ***-**1121 or *****-1121'],
  ['account 1234-5678-9012 and 1234 5678 9012', 'account ****-****-9012 and **** **** 9012'],
  ['routing 3222-7162-7, thanks', 'routing ****-*162-7, thanks'],
  ['born 21.5.1985, 5-May-1985 or 05/21/85', 'born **.*.****, *-***-**** or **/**/**'],
  [
    '$150,000 please, call 555-123-4567, zip 94107, loan 70000001 at 10:30',
    '$150,000 please, call 555-123-4567, zip 94107, loan 70000001 at 10:30',
  ],
];

describe('the sandbox stores chat messages masked', () => {
  it.each(STORED)('%s', async (message, kept) => {
    const rootDir = createFixtureRoot();
    copyFileSync(CHATBOT, join(rootDir, 'flows', 'chat', 'chatbot.json'));
    t = await createTestSandbox({ rootDir, now: () => new Date(CLOSED) });
    const init = await t.call('POST', INIT, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pageUrl: '/',
      chatMode: 'chatbot',
      orgCode: 'ACME',
    });
    const headers = { 'x-chat-token': init.body.token };
    const sent = await t.call(
      'POST',
      `${BOT}/chatWithAutobot`,
      {
        conversationId: init.body.conversationSid,
        message,
        organization: 'ACME',
        pageUrl: '/',
        senderId: 'ada@example.com',
        senderType: 'APPLICANT',
      },
      headers,
    );
    expect(sent.status).toBe(200);
    const history = await t.call('GET', `${BOT}/getChatHistory/${init.body.conversationSid}`, undefined, headers);
    expect(history.body.messages.map((m: { body: string }) => m.body)).toContain(kept);
  });
});
