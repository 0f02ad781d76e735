import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import flow from '@flows/application/screens/conditions.json';
import { APP_PATH, conditionSet, CONDITIONS } from '../../test-support/condition-fixtures';
import { renderWidget } from '../../test-support/widget-test-kit';
import ConditionsList from './conditions-list';

afterEach(cleanup);

const draw = (answer: [number, unknown], hash = '') =>
  renderWidget(ConditionsList, {
    screen: flow.screens.conditions,
    screenPath: 'conditions',
    at: `${APP_PATH}/conditions${hash}`,
    routes: { [`GET ${CONDITIONS}/external-applicants`]: answer },
  });

describe('conditions-list', () => {
  it('draws one card per outstanding known condition, oldest first, each button linking to its location with the query', async () => {
    draw([200, conditionSet()]);
    const list = await screen.findByRole('list', { name: 'Requests' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Insurance declarations',
      'Paystubs needed',
      'Mobile phone number needed',
      'Bank statement needed',
    ]);
    expect(screen.queryByText('Internal only')).toBeNull();
    const link = within(screen.getByRole('article', { name: 'Paystubs needed' })).getByRole('link', {
      name: 'Upload paystubs',
    });
    expect(link.getAttribute('href')).toBe(
      `${APP_PATH}/conditions/upload-document?conditionUuid=0c000000-0000-4000-8000-000000000002&conditionType=DOCUMENT&conditionEnum=MANUAL_PAYSTUBS`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Mobile phone number needed' }))
        .getByRole('link', { name: 'Add phone number' })
        .getAttribute('href'),
    ).toContain('/conditions/phone-number?conditionUuid=');
  });

  it.each([
    [
      'Paystubs needed',
      [
        'Paystubs',
        'Please upload your three most recent paystubs showing your year-to-date earnings.',
        'We need your two most recent paystubs.',
      ],
    ],
    [
      'Bank statement needed',
      [
        'Bank account review',
        'Upload your latest statement.',
        'We need 1 document.',
        'Account ending in 4321',
        'From your underwriter: All pages, please.',
      ],
    ],
    ['Insurance declarations', ['Document request', 'We need 1 document.', 'Notes: The page with your coverage.']],
    ['Mobile phone number needed', ['Missing phone number', 'We need a mobile phone number.']],
  ])('the %s card says what it asks for', async (name, texts) => {
    draw([200, conditionSet()]);
    const card = await screen.findByRole('article', { name });
    for (const text of texts) expect(card.textContent).toContain(text);
  });

  it('says so when nothing is outstanding', async () => {
    draw([200, conditionSet().map((c) => ({ ...c, actionNeeded: false }))]);
    expect(await screen.findByText(/You're all caught up/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain("You're all caught up");
  });

  it('offers to try again when the list cannot be read', async () => {
    draw([500, { status: 500, message: 'down' }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your requests right now.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens at the card a link names: it scrolls into view and its heading takes focus', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      draw([200, conditionSet()], '#condition-0c000000-0000-4000-8000-000000000002');
      const card = await screen.findByRole('article', { name: 'Paystubs needed' });
      const heading = within(card).getByRole('heading', { level: 2 });
      await vi.waitFor(() => expect(document.activeElement).toBe(heading));
      expect(scrolled).toEqual(['condition-0c000000-0000-4000-8000-000000000002']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('ignores a hash that is not a card of the list', async () => {
    draw([200, conditionSet()], '#condition-"]x');
    await screen.findByRole('list', { name: 'Requests' });
    expect(document.activeElement).toBe(document.body);
  });
});
