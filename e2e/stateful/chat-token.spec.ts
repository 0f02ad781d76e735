import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TOKEN_RETRY_MS, tokenNeedsRenewal, type ChatToken } from '../../src/core/chat/token-refresh';
import { CHAT_SESSION_KEY } from '../../src/features/chat/chat-storage';
import { readJson } from '../test-support/read-json';

const seedHours = readJson<Record<string, unknown[]>>('src/sandbox/seed/operating-hours.json');
const chatCopy = readJson<{ alerts: Record<string, string> }>('flows/chat/copy.json');
const chatbot = readJson<{ answers: { questionId: string; answer: string }[] }>('flows/chat/chatbot.json');
/** The chatbot's answer to a question about rates (its first sentence: the log shows it whole). */
const RATES_ANSWER = chatbot.answers.find((a) => a.questionId === 'rates')!.answer.split(',')[0]!;

// Moves the sandbox's clock and sets the chat's hours, which every page shares: the stateful
// project, one test at a time, and both put back after each test.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/clock');
  await request.put('/__sandbox/hours/OPS_CHAT', { data: seedHours['OPS_CHAT'] });
});

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const week = (isOpen: boolean) =>
  DAYS.map((weekday, i) => ({ weekday, weekdayValue: i + 1, isOpen, startTime: '00:00', endTime: '00:00' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PAGE = '/terms?org=PACIFIC_CREST_CU';

/**
 * The page's clock (Playwright's page.clock) and the sandbox's move on together, a step at a time,
 * as time passes for a borrower who keeps the chat open. After each step the page's token must not
 * be due: a renewal the step started has come back and been stored before the clocks move again.
 * Waiting for the renewal's request instead is a race: its event can reach the test after the
 * next step has begun, and a 30-second step then passes the call's own 30-second timeout.
 */
function sharedClock(page: Page, request: APIRequestContext) {
  let offsetMs = 0;
  /** Whether the stored session's token is due for renewal at the page's time ('due' or 'live'). */
  const tokenState = async () => {
    const token = await page.evaluate((key) => {
      const stored = localStorage.getItem(key);
      return stored ? { ...(JSON.parse(stored) as ChatToken), now: Date.now() } : null;
    }, CHAT_SESSION_KEY);
    return token && (tokenNeedsRenewal(token, token.now) ? 'due' : 'live');
  };
  /** Moves both clocks on by `ms`: the page runs the timers due by then. */
  const step = async (ms: number) => {
    offsetMs += ms;
    expect((await request.put('/__sandbox/clock', { data: { offsetMs } })).ok()).toBe(true);
    await page.clock.fastForward(ms);
  };
  return {
    tokenState,
    step,
    async pass(total: number, stepMs: number) {
      for (let passed = 0; passed < total; passed += stepMs) {
        await step(Math.min(stepMs, total - passed));
        await expect
          .poll(tokenState, { message: `the chat token renewed ${offsetMs / MINUTE} minutes on` })
          .toBe('live');
      }
    },
  };
}

async function startChat(page: Page, name: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email address').fill(`chat-token-${Date.now()}@example.com`);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
  return panel;
}

/** Sends a message: it reaches the conversation (shown in the log), and no alert says otherwise. */
async function sendAndSee(panel: Locator, text: string) {
  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(panel.getByRole('log', { name: 'Chat messages' }).getByText(text)).toHaveCount(1);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText(chatCopy.alerts.resend!)).toHaveCount(0);
}

test('the chatbot answers at 11 and at 61 minutes: its 10-minute token is renewed', async ({ page, request }) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(false) });
  const panel = await startChat(page, 'Katherine Johnson');
  const clock = sharedClock(page, request);
  const log = panel.getByRole('log', { name: 'Chat messages' });
  const rates = log.getByText(RATES_ANSWER);
  await sendAndSee(panel, 'What are your rates?');
  await expect(rates).toHaveCount(1);

  await clock.pass(11 * MINUTE, 30_000);
  await sendAndSee(panel, 'What are your rates, eleven minutes on?');
  await expect(rates).toHaveCount(2);
  await clock.pass(50 * MINUTE, 30_000);
  await sendAndSee(panel, 'What are your rates, an hour on?');
  await expect(rates).toHaveCount(3);
});

test('a renewal whose connection fails is tried again 15 seconds later: the chatbot still answers at 11 minutes', async ({
  page,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(false) });
  const panel = await startChat(page, 'Mary Jackson');
  const clock = sharedClock(page, request);
  let renewals = 0;
  await page.route('**/twilio/refreshToken', (route) =>
    ++renewals === 1 ? route.abort('connectionfailed') : route.fallback(),
  );
  await clock.pass(7 * MINUTE + 30_000, 30_000);
  expect(renewals).toBe(0);

  // 8 minutes on the renewal is due, and its connection fails: the chat logs it and waits to try again.
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('[chat]'));
  await clock.step(30_000);
  await logged;
  expect(renewals).toBe(1);
  expect(await clock.tokenState()).toBe('due');
  await clock.step(TOKEN_RETRY_MS);
  await expect.poll(clock.tokenState, { message: 'the token renewed on the second try' }).toBe('live');
  expect(renewals).toBe(2);

  await clock.pass(3 * MINUTE, 30_000);
  await sendAndSee(panel, 'What are your rates, eleven minutes on?');
  await expect(panel.getByRole('log', { name: 'Chat messages' }).getByText(RATES_ANSWER)).toHaveCount(1);
});

test('an agent chat takes messages after 6 and after 12 hours: its 6-hour token is renewed', async ({
  page,
  request,
}) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: week(true) });
  const panel = await startChat(page, 'Dorothy Vaughan');
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();
  const clock = sharedClock(page, request);
  await sendAndSee(panel, 'Hello, anyone there?');

  await clock.pass(6 * HOUR + MINUTE, 10 * MINUTE);
  await sendAndSee(panel, 'Still here six hours on.');
  await clock.pass(6 * HOUR, 10 * MINUTE);
  await sendAndSee(panel, 'Still here twelve hours on.');
});
