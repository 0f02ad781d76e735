import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenWidgetProps } from './screen-widget';
import { NotificationsPanel } from './notifications-panel';
import { APP_PATH, conditionSet, CONDITIONS } from './test-support/condition-fixtures';
import { renderWidget } from './test-support/widget-test-kit';

afterEach(cleanup);

const Panel = ({ uuid }: ScreenWidgetProps) => <NotificationsPanel uuid={uuid} screenPath="income/review" />;
const draw = (answer: unknown) =>
  renderWidget(Panel, {
    screen: {},
    screenPath: 'income/review',
    at: `${APP_PATH}/income/review`,
    routes: { [`GET ${CONDITIONS}/external-applicants`]: [200, answer] },
  });
const items = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('notifications panel', () => {
  it('lists the 3 latest outstanding conditions in a region with a heading, View All shows every one, View Less goes back', async () => {
    draw(conditionSet());
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy();
    expect(region.textContent).toContain('We need 4 more items from you');
    expect(items()).toEqual(['Bank statement needed', 'Mobile phone number needed', 'Paystubs needed']);
    const all = within(region).getByRole('button', { name: 'View All (4)' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(all);
    expect(items()).toEqual([
      'Bank statement needed',
      'Mobile phone number needed',
      'Paystubs needed',
      'Insurance declarations',
    ]);
    fireEvent.click(within(region).getByRole('button', { name: 'View Less' }));
    expect(items()).toHaveLength(3);
  });

  it('links each item to its card on the conditions screen', async () => {
    draw(conditionSet());
    const link = await screen.findByRole('link', { name: 'Paystubs needed' });
    expect(link.getAttribute('href')).toBe(`${APP_PATH}/conditions#condition-0c000000-0000-4000-8000-000000000002`);
  });

  it('says how long ago the lender asked for each, as a time a reader can read', async () => {
    const set = conditionSet();
    const newest = set[0]!;
    const asked = new Date(Date.now() - 2 * 24 * 60 * 60_000 - 60_000).toISOString();
    draw([{ ...newest, created: asked }, ...set.slice(1)]);
    const item = (await screen.findByRole('link', { name: newest.header })).closest('li')!;
    const time = within(item).getByText('2 days ago');
    expect([time.tagName, time.getAttribute('datetime')]).toEqual(['TIME', asked]);
  });

  it('has no toggle for 3 or fewer', async () => {
    draw(conditionSet().slice(1));
    await screen.findByRole('region', { name: 'Notifications' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not drawn without outstanding conditions', async () => {
    const { fetch } = draw(conditionSet().map((c) => ({ ...c, actionNeeded: false })));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
