import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import { badRequest, renderWidget } from '../../test-support/widget-test-kit';
import IncomeLink from './income-link';

afterEach(cleanup);

const link = flow.screens['income/link/:type'];
const callback = flow.screens['income/pointserv-callback'];

describe('income-link', () => {
  it.each([
    ['PLAID_TRANSACTIONS', 'Link your bank account'],
    ['TRUV_PAYROLL', 'Link your payroll account'],
    ['POINTSERV_TAX', 'Share your tax return'],
  ])('explains %s and connects it', async (type, heading) => {
    const { submitTask } = renderWidget(IncomeLink, {
      screen: link,
      screenPath: 'income/link/:type',
      params: { type },
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
      taskResult: badRequest('The connection was interrupted'),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The connection was interrupted'));
    expect(submitTask).toHaveBeenCalledTimes(1);
    expect(submitTask).toHaveBeenCalledWith('link-income', { providerType: 'POINTSERV_TAX' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(submitTask).toHaveBeenCalledTimes(2));
  });
});
