import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';

const seedHours = readJson<Record<string, unknown[]>>('src/sandbox/seed/operating-hours.json');

// Sets the chat's operating hours, which every page shares: runs in the stateful project, and
// puts the seeded week back after each test.
// Two pages, a socket drop and a reload each: longer than the default on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterEach(async ({ page, request }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await request.put('/__sandbox/hours/OPS_CHAT', { data: seedHours['OPS_CHAT'] });
});

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const week = (isOpen: boolean) =>
  DAYS.map((weekday, i) => ({ weekday, weekdayValue: i + 1, isOpen, startTime: '00:00', endTime: '00:00' }));

// A lender the deeper suites do not use, with chat on (the fe-webchat default).
const PAGE = '/terms?org=PACIFIC_CREST_CU';

interface ConsoleList {
  conversations: { conversationId: string; email: string; messages: { body: string }[] }[];
  feedback: { reason?: string; feedbackMessage?: string; helpful?: boolean }[];
}

async function startChat(page: Page, name: string, email: string) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
  return panel;
}

test('an agent answers live from the console; a dropped socket reconnects without losing what was sent meanwhile', async ({
  page,
  context,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(true) });
  const csp = watchCsp(page);
  // Lets the test hold the borrower's reconnect back while the agent writes.
  let holdReconnect = false;
  await page.routeWebSocket(/\/service-omni-proxy\/socket/, (ws) => {
    if (holdReconnect) ws.close({ code: 4000, reason: 'held by the test' });
    else ws.connectToServer();
  });
  const email = `chat-agent-${Date.now()}@example.com`;
  const panel = await startChat(page, 'Rosa Parks', email);
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();
  const log = panel.getByRole('log', { name: 'Chat messages' });
  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello, is my SSN 123-45-6789 needed?');
  await box.press('Enter');
  await expect(log).toContainText('Hello, is my SSN ***-**-6789 needed?');
  await expect(panel.getByRole('status').filter({ hasText: 'social security number' })).toBeAttached();

  const agent = await context.newPage();
  await agent.goto('/__sandbox/agent');
  const card = agent.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('PACIFIC_CREST_CU');
  await expect(card).toContainText('/terms?org=PACIFIC_CREST_CU');
  await expect(card.getByRole('log')).toContainText('***-**-6789');
  await card.getByLabel('Answer Rosa Parks').fill('Hi Rosa, no need to share it.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(log).toContainText('Hi Rosa, no need to share it.');

  const list = (await (await request.get('/__sandbox/chat/conversations')).json()) as ConsoleList;
  const id = list.conversations.find((c) => c.email === email)!.conversationId;
  holdReconnect = true;
  expect((await request.post(`/__sandbox/chat/conversations/${id}/drop`)).ok()).toBe(true);
  await expect(panel.getByRole('alert')).toHaveText('Connection lost. Attempting to reconnect.');

  for (const text of ['First while you were away.', 'Second while you were away.']) {
    await card.getByLabel('Answer Rosa Parks').fill(text);
    await card.getByRole('button', { name: 'Send answer' }).click();
    await expect(card.getByRole('log')).toContainText(text);
  }
  await card.getByRole('button', { name: 'End chat' }).click();
  await expect(card).toContainText('ended');
  holdReconnect = false;

  await expect(panel.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('First while you were away.');
  await expect(log).toContainText('Second while you were away.');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Take the survey' })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Start new chat' }).click();
  await expect(panel.getByLabel('Name')).toBeVisible();
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  expect(csp).toEqual([]);
});

test('out of hours the chatbot answers, takes feedback, and a reload within the token life resumes', async ({
  page,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(false) });
  const csp = watchCsp(page);
  const email = `chat-bot-${Date.now()}@example.com`;
  const panel = await startChat(page, 'Alan Turing', email);
  const log = panel.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText("I'm an automated assistant, not a person.");
  await expect(log).toContainText('You can leave a message for our team');

  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.press('Enter');
  await expect(log.locator('.chat-message')).toHaveCount(2);
  await box.fill('What are your rates?');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('What are your rates?\n');
  await box.press('Enter');
  await expect(log).toContainText('HELOC APRs range from 7.60% to 17.20%');

  await panel.getByRole('button', { name: 'This answer did not help' }).click();
  const tell = panel.getByRole('dialog', { name: 'Tell us more' });
  await tell.getByRole('button', { name: 'Send feedback' }).click();
  await expect(tell.getByText('Please select a reason')).toBeVisible();
  await tell.getByRole('radio', { name: 'Other' }).check();
  const info = tell.getByLabel('Additional info (optional)');
  await info.fill('x'.repeat(141));
  await tell.getByRole('button', { name: 'Send feedback' }).click();
  await expect(tell.getByText('Please restrict your response to 140 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await info.fill('The answer did not say which rate I would get.');
  await tell.getByRole('button', { name: 'Send feedback' }).click();
  await expect(tell).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect
    .poll(async () => {
      const list = (await (await request.get('/__sandbox/chat/conversations')).json()) as ConsoleList;
      return list.feedback.map((f) => f.feedbackMessage);
    })
    .toContain('Other: The answer did not say which rate I would get.');

  // Escape from anywhere in the panel returns to the message box.
  await panel.getByRole('button', { name: 'Close chat' }).focus();
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();

  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat with us' }).getByRole('log')).toContainText(
    'HELOC APRs range from 7.60% to 17.20%',
  );
  expect(csp).toEqual([]);
});
