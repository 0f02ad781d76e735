import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { DashboardPage, SettingsPage } from './dashboard-page';
import { formatUsPhone } from './profile-details';
import { fakeFetch, renderRoutes, testSession, type FakeRoutes } from './test-support/session-test-kit';

const ALL = 'GET /service-application/api/v1/application/heloc/all';
const PROFILE = 'GET /service-profile/api/v1/profile';
afterEach(cleanup);

function application(uuid: string, checklistStatus: string, extra: Record<string, unknown> = {}): HelocApplication {
  return {
    uuid,
    loanNumber: '70000001',
    status: {
      checklistStatus,
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
    },
    decision: 'SELECT',
    subDecision: 'UNVERIFIED_OFFER',
    isCrypto: false,
    disburseAccount: null,
    property: {
      street1: '12 Main St',
      street2: null,
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      occupancyType: 'HOME',
      listedForSale: false,
    },
    ...extra,
  } as unknown as HelocApplication;
}

function renderPage(page: 'dashboard' | 'settings', routes: FakeRoutes) {
  const session = testSession('token-1');
  const element = page === 'dashboard' ? <DashboardPage session={session} /> : <SettingsPage session={session} />;
  return renderRoutes([{ path: '/', element }], { at: '/', fetch: fakeFetch(routes), tokens: session.tokens });
}

describe('DashboardPage', () => {
  it('shows each application as a card: address, status, progress, one next action, then the other tasks', async () => {
    renderPage('dashboard', {
      [ALL]: [
        200,
        [
          application('8f1c2d3e-0000-4000-8000-000000000001', 'OFFER_SELECTION', { active: true }),
          {
            ...application('8f1c2d3e-0000-4000-8000-000000000002', 'DECLINED', { active: false }),
            loanNumber: '70000002',
            property: { street1: '9 Oak Ave', city: 'Fresno', state: 'CA' },
          },
        ],
      ],
    });
    const card = within(await screen.findByRole('article', { name: '12 Main St, San Jose, CA' }));
    expect(card.getByRole('heading', { level: 3, name: '12 Main St, San Jose, CA' })).toBeTruthy();
    expect(card.getByText('Application #70000001')).toBeTruthy();
    expect(card.getByText('Status: Action needed: choose your offer')).toBeTruthy();
    const bar = card.getByRole('progressbar', { name: 'Application progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('8');
    expect(card.getByText('Step 2 of 8 · Select Offer')).toBeTruthy();
    // The one next action leads to the screen the status routes to; the profile check comes after.
    const links = card.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Continue your application', '/account/heloc/8f1c2d3e-0000-4000-8000-000000000001/product/select'],
      [
        'Confirm your name, date of birth and phone',
        '/account/heloc/8f1c2d3e-0000-4000-8000-000000000001/start/profile',
      ],
    ]);
    expect(card.getByRole('list', { name: 'Other tasks' })).toBeTruthy();
    // A declined application shows no progress, says it ended, and offers only a new one.
    const ended = within(screen.getByRole('article', { name: '9 Oak Ave, Fresno, CA' }));
    expect(ended.getByText('Status: Decision available')).toBeTruthy();
    expect(ended.queryByRole('progressbar')).toBeNull();
    expect(ended.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/account/heloc/register-v2']);
    // Settings and Logout are plain links at the foot, not buttons of the page.
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
    expect(within(account).getByRole('button', { name: 'Logout' }).className).not.toContain('button');
  });

  it('says when an application ended or is blocked, and offers what the borrower can do', async () => {
    const created = (createdDate: string) => ({ auditFields: { createdDate, lastModifiedDate: createdDate } });
    renderPage('dashboard', {
      [ALL]: [
        200,
        [
          application('8f1c2d3e-0000-4000-8000-000000000001', 'CANCELLED', {
            active: false,
            ...created('2026-03-02T15:00:00Z'),
          }),
          {
            ...application('8f1c2d3e-0000-4000-8000-000000000002', 'SOFT_CREDIT_LOCKED_OR_FROZEN', {
              active: true,
              ...created('2026-02-30'),
            }),
            loanNumber: '70000002',
          },
          {
            ...application('8f1c2d3e-0000-4000-8000-000000000003', 'OFFER_SELECTION', { active: true }),
            loanNumber: '70000003',
          },
        ],
      ],
    });
    expect(await screen.findByText('This application has ended and can no longer continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe(
      '/account/heloc/register-v2',
    );
    expect(screen.getByText('This application is on hold until you take action.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what you can do' }).getAttribute('href')).toBe(
      '/account/heloc/8f1c2d3e-0000-4000-8000-000000000002/credit/error',
    );
    // A date that is not one says so; a missing one too.
    expect(screen.getByText('Started 03/02/2026')).toBeTruthy();
    expect(screen.getAllByText('Started Invalid Date')).toHaveLength(2);
    // Only the application that can go on offers its profile check.
    expect(
      screen
        .getAllByRole('link', { name: 'Confirm your name, date of birth and phone' })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/account/heloc/8f1c2d3e-0000-4000-8000-000000000003/start/profile']);
  });

  it('offers to start an application when there is none', async () => {
    renderPage('dashboard', { [ALL]: [200, []] });
    expect(await screen.findByRole('heading', { level: 2, name: 'You have no applications yet' })).toBeTruthy();
    expect(screen.getByText('Start an application to see the offers for your home.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1); // the page itself: no card
    expect(screen.getByRole('link', { name: 'Start an application' }).getAttribute('href')).toBe(
      '/account/heloc/register-v2',
    );
  });

  it('shows the inline error box when the list cannot be loaded', async () => {
    renderPage('dashboard', { [ALL]: [500, { message: 'boom' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});

describe('SettingsPage', () => {
  it('shows name, email and phone read-only', async () => {
    renderPage('settings', {
      [PROFILE]: [
        200,
        {
          email: 'pat@example.com',
          name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: 'Jr' },
          phoneNumbers: [{ type: 'MOBILE', number: '+14155550100' }],
          type: 'BORROWER',
        },
      ],
    });
    expect(await screen.findByText('Pat Doe Jr')).toBeTruthy();
    expect(screen.getByText('pat@example.com')).toBeTruthy();
    expect(screen.getByText('(415) 555-0100')).toBeTruthy();
    // The one thing to change here is the mobile phone, filled with the current number.
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['(415) 555-0100']);
  });

  it('says what is not provided yet', async () => {
    renderPage('settings', {
      [PROFILE]: [
        200,
        {
          email: 'pat@example.com',
          name: { firstName: null, middleName: null, lastName: null, suffix: null },
          phoneNumbers: [],
        },
      ],
    });
    expect(await screen.findAllByText('Not provided yet')).toHaveLength(2);
  });
});

describe('SettingsPage: the mobile phone', () => {
  const ALIAS = 'PUT /identity/secure/api/v1/identity/alias';
  const pat = (number: string) => ({
    email: 'pat@example.com',
    name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: null },
    phoneNumbers: [{ type: 'MOBILE', number }],
    type: 'BORROWER',
  });

  async function change(typed: string) {
    const box = await screen.findByRole('textbox', { name: /Mobile phone/ });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mobile phone' }));
  }

  it('saves the new number as the phone alias and shows the profile again with it', async () => {
    let stored = '+14155550100';
    const sent: unknown[] = [];
    renderPage('settings', {
      [PROFILE]: () => [200, pat(stored)],
      [ALIAS]: (init) => {
        const body = JSON.parse(String(init.body)) as { value: string };
        sent.push(body);
        stored = body.value;
        return [200, { uuid: 'identity-1', email: 'pat@example.com' }];
      },
    });
    await change('(415) 555-0111');
    expect(await screen.findByText('Your mobile phone is saved.')).toBeTruthy();
    expect(sent).toEqual([{ type: 'Phone', value: '+14155550111' }]);
    expect(await screen.findByText('(415) 555-0111', { selector: 'dd' })).toBeTruthy();
  });

  it('refuses a number with the country code, as registration does, and sends nothing', async () => {
    const sent: unknown[] = [];
    renderPage('settings', { [PROFILE]: [200, pat('+14155550100')], [ALIAS]: (init) => (sent.push(init), [200, {}]) });
    await change('(1');
    const phone = { name: /Mobile phone/, description: /Country code 1 is not needed/ };
    expect(await screen.findByRole('textbox', phone)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps the number typed", async () => {
    renderPage('settings', {
      [PROFILE]: [200, pat('+14155550100')],
      [ALIAS]: [400, { message: 'value: phone number already in use' }],
    });
    await change('(415) 555-0122');
    expect(await screen.findByText('value: phone number already in use')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Mobile phone/ }) as HTMLInputElement).value).toBe('(415) 555-0122');
  });
});

it('formatUsPhone', () =>
  expect([formatUsPhone('+14155550100'), formatUsPhone('555')]).toEqual(['(415) 555-0100', '555']));
