import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { announced, recordAnnouncements } from '../test-support/announcements';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { actAs, applicationPath } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { injectFault, type Fault } from '../test-support/sandbox-client';

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
  await recordAnnouncements(page);
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
  await expect.poll(() => announced(page)).toContainEqual(expect.stringContaining('social security number'));

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
  await expect(tell.getByRole('radiogroup')).toHaveAccessibleDescription(/Please select a reason/);
  await tell.getByRole('radio', { name: 'Other' }).check();
  const info = tell.getByLabel('Additional info (optional)');
  await info.fill('x'.repeat(141));
  await tell.getByRole('button', { name: 'Send feedback' }).click();
  await expect(info).toHaveAccessibleDescription(/Please restrict your response to 140 characters\./);
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

test('files go several at once with their sizes, a refused file says why, and the agent receives them', async ({
  page,
  context,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(true) });
  const email = `chat-files-${Date.now()}@example.com`;
  const panel = await startChat(page, 'Grace Hopper', email);

  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Attach files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('twelve bytes') },
    { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(2_500, 1) },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(panel.getByRole('alert')).toHaveText(
    "tool.exe can't be attached: only jpg, png, amr, mp3, mp4, pdf and txt files are allowed.",
  );
  await expect(panel.getByText('notes.txt, 12 bytes')).toBeVisible();
  await expect(panel.getByText('photo.png, 2.5 KB')).toBeVisible();
  await expect(panel.getByText(/tool\.exe,/)).toHaveCount(0);

  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill('My statements, as asked.');
  await box.press('Enter');
  const log = panel.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('link', { name: 'notes.txt (12 bytes)' })).toBeVisible();
  await expect(log.getByRole('link', { name: 'photo.png (2.5 KB)' })).toBeVisible();

  const agent = await context.newPage();
  await agent.goto('/__sandbox/agent');
  const card = agent.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByRole('log')).toContainText('My statements, as asked.');
  await expect(card.getByRole('log')).toContainText('[file: notes.txt, 12 bytes]');
  await expect(card.getByRole('log')).toContainText('[file: photo.png, 2500 bytes]');
  // The file kept and offered for download is the one the borrower chose, byte for byte, and
  // its address carries no token: it alone opens nothing.
  const link = log.getByRole('link', { name: 'notes.txt (12 bytes)' });
  const href = await link.getAttribute('href');
  expect(href).not.toMatch(/token/i);
  expect((await request.get(href!)).status()).toBe(401);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('twelve bytes');
});

test('out of hours a message can be left for the team, and a long chat shows its earlier messages on request', async ({
  page,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(false) });
  const email = `chat-leave-${Date.now()}@example.com`;
  const panel = await startChat(page, 'Katherine Johnson', email);
  const log = panel.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText("I'm an automated assistant, not a person.");

  // Two notices, then ten questions and their answers: more than the 20 a resumed chat loads.
  const box = panel.getByRole('textbox', { name: 'Message' });
  for (let i = 1; i <= 10; i += 1) {
    await box.fill(`Question ${i}: what are your rates?`);
    await box.press('Enter');
    await expect(log.locator('.chat-message')).toHaveCount(2 + 2 * i);
  }

  await panel.getByRole('button', { name: 'Leave a message' }).click();
  await panel.getByLabel('Your message for our team').fill('Please call me about my draw.');
  await panel.getByRole('button', { name: 'Leave message' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your message is saved' })).toBeVisible();
  await expect
    .poll(async () => {
      const list = (await (await request.get('/__sandbox/chat/conversations')).json()) as {
        leftMessages: { message: string; name: string }[];
      };
      return list.leftMessages.filter((m) => m.name === 'Katherine Johnson').map((m) => m.message);
    })
    .toEqual(['Please call me about my draw.']);

  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const resumed = page.getByRole('dialog', { name: 'Chat with us' });
  const resumedLog = resumed.getByRole('log', { name: 'Chat messages' });
  await expect(resumedLog).toContainText('Question 10: what are your rates?');
  await expect(resumedLog.locator('.chat-message')).toHaveCount(20);
  await expect(resumedLog).not.toContainText("I'm an automated assistant, not a person.");
  await resumed.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(resumedLog).toContainText("I'm an automated assistant, not a person.");
  await expect(resumedLog.locator('.chat-message')).toHaveCount(22);
  await expect(resumed.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
});

test('faults on the chat calls: a failed start keeps the form and says to try later; a chatbot call answered with 500, an aborted connection or a body that is not JSON keeps the message and says to resend it', async ({
  page,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(false) });
  const csp = watchCsp(page);
  try {
    // Either provider's start call, whichever the stream flag picks.
    await injectFault(request, 'POST', '/service-csp/external/api/v1/twilio/initWebChat', { status: 503, times: 1 });
    await injectFault(request, 'POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', {
      status: 503,
      times: 1,
    });
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with us' });
    await panel.getByLabel('Name').fill('Mary Jackson');
    await panel.getByLabel('Email address').fill(`chat-faults-${Date.now()}@example.com`);
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
    await expect(panel.getByLabel('Name')).toHaveValue('Mary Jackson');
    await expectNoAxeViolations(page);
    await request.delete('/__sandbox/faults');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    const box = panel.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);

    const log = panel.getByRole('log', { name: 'Chat messages' });
    for (const fault of [{ status: 500 }, { kind: 'abort' }, { kind: 'not-json' }] satisfies Fault[]) {
      // Until cleared: the browser itself tries a dropped request again once.
      await injectFault(request, 'POST', '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', fault);
      const question = `What are your rates? (${JSON.stringify(fault)})`;
      await box.fill(question);
      await box.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText('Something went wrong. Please try resending the message.');
      await expect(box).toHaveValue(question);
      await request.delete('/__sandbox/faults');
      await box.press('Enter');
      await expect(log).toContainText(question);
      await expect(log.getByText(question)).toHaveCount(1);
      await expect(box).toHaveValue('');
      await expect(panel.getByRole('alert')).toHaveCount(0);
    }
    expect(csp).toEqual([]);
  } finally {
    await request.delete('/__sandbox/faults');
  }
});

test("a referred borrower's chat is offered to their loan officer first, then to the general queue, and the borrower is told", async ({
  page,
  context,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(true) });
  const fallback = readJson<{ officerWaitSeconds: number; notice: string }>('flows/chat/queue-fallback.json');
  // Referred by Marcus Lee (src/sandbox/seed/loan-originators.json), licensed in California.
  const borrower = await createBrandBorrower(
    request,
    'MERIDIAN',
    { street1: '12 Main St', city: 'San Jose', state: 'CA', zip: '95112' },
    { referrerId: '5a1e0000-0000-4000-8000-000000000002' },
  );
  const csp = watchCsp(page);
  await actAs(page, borrower);
  await page.goto(applicationPath(borrower.uuid));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByLabel('Name').fill('Grace Hopper');
  await panel.getByLabel('Email address').fill(borrower.email);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();

  // The console offers it to the loan officer, with the application it is about.
  const agent = await context.newPage();
  await agent.goto('/__sandbox/agent');
  const card = agent.getByRole('listitem').filter({ hasText: borrower.email });
  await expect(card).toContainText('Loan officer first: Marcus Lee');
  const list = (await (await request.get('/__sandbox/chat/conversations')).json()) as {
    conversations: { conversationId: string; email: string; queue: string; applicationUuid?: string }[];
  };
  const chat = list.conversations.find((c) => c.email === borrower.email)!;
  expect(chat).toMatchObject({ queue: 'loan-officer', applicationUuid: borrower.uuid });

  // Nobody answered within the officer's time: the chat passes to everyone, and the borrower reads why.
  const aged = await request.post(`/__sandbox/chat/conversations/${chat.conversationId}/age`, {
    data: { seconds: fallback.officerWaitSeconds },
  });
  expect(aged.status()).toBe(204);
  await expect(card).toContainText('General queue', { timeout: 15_000 });
  await expect(panel.getByRole('log', { name: 'Chat messages' })).toContainText(fallback.notice, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});
