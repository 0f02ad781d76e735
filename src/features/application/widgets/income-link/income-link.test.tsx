import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_RETURN_KEY } from '@/core/navigation/oauth-return';
import flow from '@flows/application/screens/income.json';
import { BASE, badRequest, renderWidget, UUID } from '../../test-support/widget-test-kit';
import IncomeLink from './income-link';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const APP = `/account/heloc/${UUID}`;

const link = flow.screens['income/link/:type'];
const callback = flow.screens['income/pointserv-callback'];

describe('income-link', () => {
  it.each([
    ['TRUV_PAYROLL', 'Link your payroll account'],
    ['POINTSERV_TAX', 'Share your tax return'],
  ])('explains %s and connects it', async (type, heading) => {
    const { submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type },
      at: `${APP}/income/link/${type}`,
    });
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText(/We can only read this information/)).toBeTruthy();
    expect(submitTask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('link-income', { providerType: type }));
  });

  it('refuses a type it does not know and offers the other ways', () => {
    const { goTo, submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type: 'EMPINFO' },
      at: `${APP}/income/link/EMPINFO`,
    });
    expect(screen.getByRole('alert').textContent).toBe("We can't verify income this way. Please choose another way.");
    fireEvent.click(screen.getByRole('button', { name: 'Choose another way to verify income' }));
    expect(goTo).toHaveBeenCalledWith('income/review');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the server's message", async () => {
    renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type: 'TRUV_PAYROLL' },
      at: `${APP}/income/link/TRUV_PAYROLL`,
      taskResult: badRequest("Task 'link-income' is not open while the application is NOTE_SIGNING"),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Task 'link-income' is not open while the application is NOTE_SIGNING",
      ),
    );
  });

  it('completes the PointServ link once on arrival at the callback, and can try again', async () => {
    const { submitTask } = renderWidget(IncomeLink, {
      screen: callback,
      screenPath: 'income/pointserv-callback',
      at: `${APP}/income/pointserv-callback`,
      taskResult: badRequest('The connection was interrupted'),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The connection was interrupted'));
    expect(submitTask).toHaveBeenCalledTimes(1);
    expect(submitTask).toHaveBeenCalledWith('link-income', { providerType: 'POINTSERV_TAX' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(submitTask).toHaveBeenCalledTimes(2));
  });

  it('the bank link keeps the application and this screen, then leaves for the bank', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const started: unknown[] = [];
    const oauthUrl = '/bank/authorize?oauth_state_id=0b1c2d3e-aaaa-4bbb-8ccc-000000000001';
    const { submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type: 'PLAID_TRANSACTIONS' },
      at: `${APP}/income/link/PLAID_TRANSACTIONS`,
      routes: {
        [`POST ${BASE}/bank-link/oauth`]: (init) => {
          started.push(JSON.parse(String(init.body)));
          return [200, { oauthUrl, oauthStateId: '0b1c2d3e-aaaa-4bbb-8ccc-000000000001' }];
        },
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Link your bank account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(oauthUrl));
    expect(started).toEqual([{ purpose: 'INCOME', redirectUri: '/account/heloc/plaid-oauth-success' }]);
    expect(JSON.parse(window.localStorage.getItem(OAUTH_RETURN_KEY)!)).toMatchObject({
      uuid: UUID,
      screen: 'income/link/PLAID_TRANSACTIONS',
    });
    expect(submitTask).not.toHaveBeenCalled();
  });

  it('back from the bank with its state id, finishes the link once on arrival', async () => {
    const { submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type: 'PLAID_TRANSACTIONS' },
      at: `${APP}/income/link/PLAID_TRANSACTIONS?oauth_state_id=abc`,
    });
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('link-income', {
        providerType: 'PLAID_TRANSACTIONS',
        oauthStateId: 'abc',
      }),
    );
    expect(submitTask).toHaveBeenCalledTimes(1);
  });

  it('back from the bank without access, says so and links nothing', () => {
    const { submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type: 'PLAID_TRANSACTIONS' },
      at: `${APP}/income/link/PLAID_TRANSACTIONS?oauth_state_id=abc&error=access_denied`,
    });
    expect(screen.getByText(link.copy.declinedAtBank).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(submitTask).not.toHaveBeenCalled();
  });
});
