import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/bank.json';
import { badRequest, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import BankConfirm from './bank-confirm';

afterEach(cleanup);

const confirm = flow.screens['bank/confirm'];
const linked = testApplication({
  disburseAccount: { routingNumber: '021000021', mask: '000123456789', accountNumber: null },
  autopayAccount: { routingNumber: '011000015', mask: '4321', accountNumber: null },
});

describe('bank-confirm', () => {
  it('shows each account by its last four digits only and confirms', async () => {
    const { submitTask, container } = renderWidget(BankConfirm, {
      screen: confirm,
      screenPath: 'bank/confirm',
      application: linked,
    });
    expect(screen.getByText('Account receiving your funds').nextElementSibling!.textContent).toBe('••••6789');
    expect(screen.getByText('Account for automatic payments').nextElementSibling!.textContent).toBe('••••4321');
    expect(container.textContent).not.toContain('000123456789');
    expect(container.textContent).not.toContain('021000021');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm accounts' }));
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('confirm-bank', { confirmed: true }));
  });

  it('names an account linked at the bank by its bank too', () => {
    const atBank = { institution: 'Sandbox Bank', routingNumber: '021000021', mask: '4321', accountNumber: null };
    renderWidget(BankConfirm, {
      screen: confirm,
      screenPath: 'bank/confirm',
      application: testApplication({ disburseAccount: atBank, autopayAccount: null }),
    });
    expect(screen.getByText('Account receiving your funds').nextElementSibling!.textContent).toBe(
      'Sandbox Bank ••••4321',
    );
  });

  it('says when autopay was declined and goes back to change the accounts', () => {
    const { goTo } = renderWidget(BankConfirm, {
      screen: confirm,
      screenPath: 'bank/confirm',
      application: testApplication({
        disburseAccount: { routingNumber: '021000021', mask: '6789', accountNumber: null },
      }),
    });
    expect(screen.getByText('None: you will pay each month yourself')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change accounts' }));
    expect(goTo).toHaveBeenCalledWith('bank/disburse');
  });

  it("announces the server's message", async () => {
    renderWidget(BankConfirm, {
      screen: confirm,
      screenPath: 'bank/confirm',
      application: linked,
      taskResult: badRequest("Task 'confirm-bank' is not open while the application is NOTE_SIGNING"),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm accounts' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Task 'confirm-bank' is not open while the application is NOTE_SIGNING",
      ),
    );
  });
});
