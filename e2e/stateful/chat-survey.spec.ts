import { expect, test } from '@playwright/test';
import { readJson } from '../test-support/read-json';

const seedHours = readJson<Record<string, unknown[]>>('src/sandbox/seed/operating-hours.json');
const shell = readJson<{ notFound: { title: string } }>('flows/shell/copy.json');
const pages = readJson<{ pages: Record<string, { title: string }> }>('flows/pages/public-pages.json');

// Sets the chat's hours (an agent chat, whose end reaches the page live): the stateful project.
test.afterEach(async ({ request }) => {
  await request.put('/__sandbox/hours/OPS_CHAT', { data: seedHours['OPS_CHAT'] });
});

const open = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((weekday, i) => ({
  weekday,
  weekdayValue: i + 1,
  isOpen: true,
  startTime: '00:00',
  endTime: '00:00',
}));

test("after a chat ends, 'Take the survey' leads to a page of the site, not 'Page not found'", async ({
  page,
  request,
}) => {
  test.slow(); // a cold page, a chat and a second page on a loaded machine
  await request.put('/__sandbox/hours/OPS_CHAT', { data: open });
  const email = `chat-survey-${Date.now()}@example.com`;
  await page.goto('/terms?org=PACIFIC_CREST_CU');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await panel.getByLabel('Name').fill('Mary Jackson');
  await panel.getByLabel('Email address').fill(email);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByText('Waiting for an agent to join…')).toBeVisible();

  const list = (await (await request.get('/__sandbox/chat/conversations')).json()) as {
    conversations: { conversationId: string; email: string }[];
  };
  const id = list.conversations.find((c) => c.email === email)!.conversationId;
  expect((await request.post(`/__sandbox/chat/conversations/${id}/end`)).ok()).toBe(true);
  await expect(panel.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeVisible();

  await panel.getByRole('link', { name: 'Take the survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: pages.pages['register-support']!.title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: shell.notFound.title })).toHaveCount(0);
});
