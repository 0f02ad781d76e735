import { copyFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createFixtureRoot, createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const CHATBOT = fileURLToPath(new URL('../../../flows/chat/chatbot.json', import.meta.url));
const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const STREAM_INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
const BOT = '/service-chat-chatbot/external/api/v1/message';
const CONTROL = '/__sandbox/chat/conversations';
// Seeded OPS_CHAT: weekdays 13:00-23:00 UTC. Tuesday 2026-11-24.
const OPEN = '2026-11-24T15:00:00Z';
const CLOSED = '2026-11-24T05:00:00Z';

let t: TestSandbox;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = undefined;
  await t.dispose();
});

async function at(iso: string): Promise<TestSandbox> {
  const rootDir = createFixtureRoot();
  copyFileSync(CHATBOT, join(rootDir, 'flows', 'chat', 'chatbot.json'));
  let now = new Date(iso);
  t = await createTestSandbox({ rootDir, now: () => now });
  (t as TestSandbox & { setNow(d: string): void }).setNow = (d) => (now = new Date(d));
  return t;
}

const start = (mode: 'agent' | 'chatbot', extra: object = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  pageUrl: '/account/heloc/register-v2/property',
  chatMode: mode,
  orgCode: 'ACME',
  ...extra,
});

describe('init web chat', () => {
  it.each([
    [INIT, {}],
    [STREAM_INIT, { streamChannelId: expect.any(String) }],
  ])('%s answers a token and the conversation ids', async (path, extra) => {
    await at(OPEN);
    const res = await t.call('POST', path, start('agent'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ chatMode: 'agent', conversationSid: expect.stringMatching(/^CH/), ...extra });
    expect(res.body.expiration).toBe(Date.parse(OPEN) + 6 * 3_600_000);
    expect(schemaProblems('chat-init-response', res.body)).toEqual([]);
  });

  it.each([
    ['an empty name', '/name', { name: '' }],
    ['a name of 129 characters', '/name', { name: 'x'.repeat(129) }],
    ['an email without @', '/email', { email: 'nope' }],
    ['an unknown chat mode', '/chatMode', { chatMode: 'human' }],
  ])('refuses %s naming %s', async (_name, pointer, change) => {
    await at(OPEN);
    const res = await t.call('POST', INIT, { ...start('agent'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });
});

describe('chatbot', () => {
  it('introduces itself, says when people are back, answers from data and masks personal data', async () => {
    await at(CLOSED);
    const res = await t.call('POST', INIT, start('chatbot'));
    expect(res.body).toMatchObject({ chatMode: 'chatbot' });
    const init = res.body;
    expect(init.expiration).toBe(Date.parse(CLOSED) + 10 * 60_000);
    const headers = { 'x-chat-token': init.token };
    const history = await t.call('GET', `${BOT}/getChatHistory/${init.conversationSid}`, undefined, headers);
    expect(history.body.messages.map((m: { body: string }) => m.body)).toEqual([
      expect.stringContaining('automated assistant'),
      expect.stringContaining('back Tuesday at 5:00 AM Pacific Time'),
    ]);
    const ask = (message: string) =>
      t.call(
        'POST',
        `${BOT}/chatWithAutobot`,
        {
          conversationId: init.conversationSid,
          message,
          organization: 'ACME',
          pageUrl: '/',
          senderId: 'ada@example.com',
          senderType: 'APPLICANT',
        },
        headers,
      );
    const rates = await ask('What is your APR? my ssn is 123-45-6789');
    expect(rates.body).toMatchObject({ questionId: 'rates', questionStr: 'What is your APR? my ssn is ***-**-6789' });
    expect(rates.body.sent.masked).toEqual(['ssn']);
    expect(schemaProblems('chatbot-reply-response', rates.body)).toEqual([]);
    expect((await ask('Do you like jazz?')).body.questionId).toBe('dont-know');

    const feedback = {
      questionId: 'rates',
      conversationId: init.conversationSid,
      responseToCustomer: rates.body.responseStr,
      rating: 0,
      senderEmail: 'ada@example.com',
      senderType: 'APPLICANT',
      helpful: false,
    };
    expect((await t.call('POST', `${BOT}/setChatReplyUsedWithFeedback`, feedback, headers)).status).toBe(400);
    const ok = await t.call('POST', `${BOT}/setChatReplyUsedWithFeedback`, { ...feedback, reason: 'Other' }, headers);
    expect(ok.status).toBe(204);
    const left = { conversationId: init.conversationSid, message: 'Call me back, born 1/2/1970' };
    expect((await t.call('POST', `${BOT}/leaveMessage`, left, headers)).status).toBe(204);
    const list = (await t.call('GET', CONTROL)).body;
    expect(list.leftMessages[0]).toMatchObject({ message: 'Call me back, born */*/****', name: 'Ada Lovelace' });
    expect(list.feedback[0]).toMatchObject({ reason: 'Other' });
  });

  it('refuses a wrong or expired token', async () => {
    await at(CLOSED);
    const init = (await t.call('POST', INIT, start('chatbot'))).body;
    const path = `${BOT}/getChatHistory/${init.conversationSid}`;
    expect((await t.call('GET', path, undefined, { 'x-chat-token': 'nope' })).status).toBe(401);
    (t as TestSandbox & { setNow(d: string): void }).setNow('2026-11-24T05:10:00Z');
    const expired = await t.call('GET', path, undefined, { 'x-chat-token': init.token });
    expect(expired.body).toMatchObject({ status: 401, message: 'Token state is invalid.' });
  });
});

describe('refreshToken', () => {
  const REFRESH = '/service-csp/external/api/v1/twilio/refreshToken';
  const minutes = (n: number) => ({ offsetMs: n * 60_000 });

  it("issues a new token for the mode's lifetime on the sandbox clock and retires the old one", async () => {
    await at(CLOSED);
    const init = (await t.call('POST', INIT, start('chatbot'))).body;
    const history = (token: string) =>
      t.call('GET', `${BOT}/getChatHistory/${init.conversationSid}`, undefined, { 'x-chat-token': token });
    expect((await t.call('PUT', '/__sandbox/clock', minutes(9))).body).toEqual(minutes(9));
    const renewed = await t.call('POST', REFRESH, { token: init.token });
    expect(renewed.body).toEqual({ token: expect.any(String), expiration: Date.parse(CLOSED) + 19 * 60_000 });
    expect(renewed.body.token).not.toBe(init.token);
    expect((await history(init.token)).status).toBe(401);
    expect((await t.call('POST', REFRESH, { token: init.token })).status).toBe(401);
    await t.call('PUT', '/__sandbox/clock', minutes(18));
    expect((await history(renewed.body.token)).status).toBe(200);
    await t.call('PUT', '/__sandbox/clock', minutes(19));
    expect((await history(renewed.body.token)).body).toMatchObject({ status: 401, message: 'Token state is invalid.' });
    expect((await t.call('POST', REFRESH, { token: renewed.body.token })).status).toBe(401);
  });

  it('keeps an agent token 6 hours from its renewal', async () => {
    await at(OPEN);
    const init = (await t.call('POST', INIT, start('agent'))).body;
    await t.call('PUT', '/__sandbox/clock', minutes(300));
    const renewed = (await t.call('POST', REFRESH, { token: init.token })).body;
    expect(renewed.expiration).toBe(Date.parse(OPEN) + (300 + 360) * 60_000);
  });

  it('puts the clock back on reset, and refuses an offset that is not a whole number of ms', async () => {
    await at(OPEN);
    await t.call('PUT', '/__sandbox/clock', minutes(5));
    expect((await t.call('PUT', '/__sandbox/clock', { offsetMs: 1.5 })).status).toBe(400);
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', '/__sandbox/clock')).body).toEqual({ offsetMs: 0 });
  });
});

describe('agent chat over the socket', () => {
  async function listen(): Promise<string> {
    const listener = getRequestListener((request) => t.sandbox.app.fetch(request));
    server = createServer(listener);
    server.on('upgrade', (req, socket, head) => {
      if (!t.sandbox.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/service-omni-proxy/socket`;
  }

  function frames(ws: WebSocket): { next(): Promise<{ type: string; [k: string]: unknown }> } {
    const queue: unknown[] = [];
    const waiting: ((f: unknown) => void)[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as unknown;
      const take = waiting.shift();
      if (take) take(frame);
      else queue.push(frame);
    });
    return {
      next: () =>
        new Promise((resolve) => (queue.length ? resolve(queue.shift() as never) : waiting.push(resolve as never))),
    };
  }

  it('carries messages both ways, live, masked, and status changes; a bad token is closed', async () => {
    await at(OPEN);
    const url = await listen();
    const init = (await t.call('POST', INIT, start('agent'))).body;
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(init.token)}`);
    const incoming = frames(ws);
    expect(await incoming.next()).toEqual({ type: 'status', status: 'waiting' });
    ws.send(JSON.stringify({ type: 'message', body: 'acct 12345678901' }));
    expect(await incoming.next()).toMatchObject({
      type: 'message',
      message: { seq: 1, body: 'acct *******8901', masked: ['account'] },
    });

    const list = (await t.call('GET', CONTROL)).body;
    expect(list.conversations[0]).toMatchObject({
      org: 'ACME',
      pageUrl: '/account/heloc/register-v2/property',
      queue: 'general',
    });
    await t.call('POST', `${CONTROL}/${init.conversationSid}/messages`, { body: 'Hi Ada' });
    expect(await incoming.next()).toEqual({ type: 'status', status: 'active' });
    expect(await incoming.next()).toMatchObject({
      type: 'message',
      message: { seq: 2, author: 'agent', body: 'Hi Ada' },
    });
    await t.call('POST', `${CONTROL}/${init.conversationSid}/freeze`);
    expect(await incoming.next()).toEqual({ type: 'status', status: 'frozen' });
    ws.close();

    const bad = new WebSocket(`${url}?token=nope`);
    const code = await new Promise((resolve) => bad.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it("answers the widget's keep-alive ping with a pong", async () => {
    await at(OPEN);
    const url = await listen();
    const init = (await t.call('POST', INIT, start('agent'))).body;
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(init.token)}`);
    const incoming = frames(ws);
    expect(await incoming.next()).toEqual({ type: 'status', status: 'waiting' });
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await incoming.next()).toEqual({ type: 'pong' });
    ws.close();
  });
});
