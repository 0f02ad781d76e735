import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { actAs } from '../test-support/application';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { readJson } from '../test-support/read-json';

const seedHours = readJson<Record<string, unknown[]>>('src/sandbox/seed/operating-hours.json');

// Moves the sandbox's clock and sets the chat's hours, which every page shares: the stateful
// project, one test at a time, and both put back after the test.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/clock');
  await request.put('/__sandbox/hours/OPS_CHAT', { data: seedHours['OPS_CHAT'] });
});

const ORG = 'LANTERN_BAY_CU';
const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const OPEN_ALL_WEEK = DAYS.map((weekday, i) => ({
  weekday,
  weekdayValue: i + 1,
  isOpen: true,
  startTime: '00:00',
  endTime: '00:00',
}));

/** The page's clock and the sandbox's move on together, 30 s at a time (see chat-token.spec.ts). */
async function passMinutes(page: Page, request: APIRequestContext, minutes: number) {
  for (let offsetMs = 30_000; offsetMs <= minutes * 60_000; offsetMs += 30_000) {
    expect((await request.put('/__sandbox/clock', { data: { offsetMs } })).ok()).toBe(true);
    await page.clock.fastForward(30_000);
  }
}

async function startChat(page: Page, name: string, email: string): Promise<{ nonce?: string }> {
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email address').fill(email);
  const init = page.waitForRequest((r: Request) => r.url().endsWith(INIT));
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const sent = (await init).postDataJSON() as { nonce?: string };
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  return sent;
}

test('a signed-in borrower starts a new chat three minutes on, with a fresh nonce', async ({ page, request }) => {
  const email = uniqueEmail();
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status()).toBe(200);
  await actAs(page, { email, jwt: ((await registered.json()) as { jwt: string }).jwt, uuid: '' });
  await request.put('/__sandbox/hours/OPS_CHAT', { data: OPEN_ALL_WEEK });

  await page.clock.install();
  await page.goto(`/terms?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const first = await startChat(page, 'Grace Hopper', email);
  expect(first.nonce).toEqual(expect.any(String));

  await passMinutes(page, request, 3);
  const listed = (await (await request.get('/__sandbox/chat/conversations')).json()) as {
    conversations: { conversationId: string; email: string }[];
  };
  const mine = listed.conversations.find((c) => c.email === email)!;
  expect((await request.post(`/__sandbox/chat/conversations/${mine.conversationId}/end`)).status()).toBe(204);
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByRole('button', { name: 'Start new chat' }).click({ timeout: 20_000 });

  const second = await startChat(page, 'Grace Hopper', email);
  expect(second.nonce).toEqual(expect.any(String));
  expect(second.nonce).not.toBe(first.nonce);
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
