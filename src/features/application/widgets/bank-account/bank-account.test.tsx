import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/bank.json';
import { badRequest, descriptionOf, renderWidget, testApplication } from '../../test-support/widget-test-kit';
import BankAccount from './bank-account';

afterEach(cleanup);

const disburse = flow.screens['bank/disburse'];
const autopay = flow.screens['bank/autopay'];
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = (name = 'Save account') => fireEvent.click(screen.getByRole('button', { name }));

function fillValidAccount() {
  type('Name on the account', 'Pat Lee');
  type('Routing number', '021000021');
  type('Account number', '000123456789');
  type('Confirm account number', '000123456789');
  fireEvent.click(screen.getByRole('radio', { name: 'Checking' }));
}

describe('bank-account for disbursement', () => {
  it('labels every field, keeps bank numbers out of autofill and sends the account', async () => {
    const { submitTask } = renderWidget(BankAccount, { screen: disburse, screenPath: 'bank/disburse' });
    expect(input('Name on the account').autocomplete).toBe('name');
    expect(input('Routing number').autocomplete).toBe('off');
    expect(input('Routing number').inputMode).toBe('numeric');
    expect([
      input('Routing number').maxLength,
      input('Account number').maxLength,
      input('Confirm account number').maxLength,
    ]).toEqual([11, 20, 20]);
    expect(descriptionOf(input('Routing number'))).toBe('9 digits, usually the first number at the bottom of a check.');
    fillValidAccount();
    submit();
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('set-disbursement-account', {
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'CHECKING',
        holderName: 'Pat Lee',
      }),
    );
  });

  it('ties every message to its field and focuses the first', () => {
    const { submitTask } = renderWidget(BankAccount, { screen: disburse, screenPath: 'bank/disburse' });
    submit();
    expect(document.activeElement).toBe(input('Name on the account'));
    expect(descriptionOf(input('Name on the account'))).toBe('Please enter the name on the account');
    expect(descriptionOf(input('Routing number'))).toContain('Please enter the routing number');
    expect(descriptionOf(input('Account number'))).toBe('Please enter the account number');
    expect(descriptionOf(input('Confirm account number'))).toBe('Please enter the account number again');
    // The form renderer ties a choice's message to its radiogroup, as on every other form.
    expect(descriptionOf(screen.getByRole('radiogroup', { name: 'Account type' }))).toBe(
      'Please choose checking or savings',
    );
    expect(input('Routing number').getAttribute('aria-invalid')).toBe('true');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it.each([
    ['021000022', 'Please enter a valid routing number'],
    ['12345', 'Please enter a valid routing number'],
    ['021000021', ''],
  ])('checks the routing number %s with the ABA checksum', (routing, message) => {
    renderWidget(BankAccount, { screen: disburse, screenPath: 'bank/disburse' });
    fillValidAccount();
    type('Routing number', routing);
    submit();
    expect(
      descriptionOf(input('Routing number'))
        .replace('9 digits, usually the first number at the bottom of a check.', '')
        .trim(),
    ).toBe(message);
  });

  it('rejects a confirmation that does not match and clears the error once fixed', () => {
    renderWidget(BankAccount, { screen: disburse, screenPath: 'bank/disburse' });
    fillValidAccount();
    type('Confirm account number', '000123456780');
    submit();
    expect(descriptionOf(input('Confirm account number'))).toBe("Account numbers don't match");
    expect(document.activeElement).toBe(input('Confirm account number'));
    type('Confirm account number', '000123456789');
    expect(input('Confirm account number').getAttribute('aria-invalid')).toBeNull();
  });

  it("announces the server's message in an alert the fields point to", async () => {
    renderWidget(BankAccount, {
      screen: disburse,
      screenPath: 'bank/disburse',
      taskResult: badRequest('Please enter a valid routing number'),
    });
    fillValidAccount();
    submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Please enter a valid routing number'));
    expect(descriptionOf(input('Routing number'))).toContain('Please enter a valid routing number');
  });
});

describe('bank-account for autopay', () => {
  const withDisbursement = testApplication({
    disburseAccount: { routingNumber: '021000021', mask: '6789', accountNumber: null },
  });

  it('offers the disbursement account by its last four digits and sends sameAsDisbursement', async () => {
    const { submitTask } = renderWidget(BankAccount, {
      screen: autopay,
      screenPath: 'bank/autopay',
      application: withDisbursement,
    });
    fireEvent.click(
      screen.getByRole('radio', { name: 'Automatically, from the account receiving my funds (••••6789)' }),
    );
    expect(screen.queryByLabelText('Routing number')).toBeNull();
    submit('Continue');
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('set-autopay-account', { sameAsDisbursement: true }));
  });

  it('lets the borrower decline and pay by hand', async () => {
    const { submitTask } = renderWidget(BankAccount, {
      screen: autopay,
      screenPath: 'bank/autopay',
      application: withDisbursement,
    });
    const decline = screen.getByRole('radio', { name: "I'll pay each month myself" });
    expect(descriptionOf(decline)).toBe('Any automatic-payment rate discount in your offer will not apply.');
    fireEvent.click(decline);
    submit('Continue');
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('set-autopay-account', { decline: true }));
  });

  it('asks for a choice first, and takes a different account with the same checks', async () => {
    const { submitTask } = renderWidget(BankAccount, { screen: autopay, screenPath: 'bank/autopay' });
    expect(screen.queryByRole('radio', { name: /account receiving my funds/ })).toBeNull();
    submit('Continue');
    const first = screen.getByRole('radio', { name: 'Automatically, from a different account' });
    expect(descriptionOf(first)).toBe('Please choose how you would like to pay');
    expect(document.activeElement).toBe(first);
    fireEvent.click(first);
    fillValidAccount();
    type('Routing number', '111111111');
    submit('Continue');
    expect(descriptionOf(input('Routing number'))).toContain('Please enter a valid routing number');
    type('Routing number', '011000015');
    submit('Continue');
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('set-autopay-account', {
        routingNumber: '011000015',
        accountNumber: '000123456789',
        accountType: 'CHECKING',
        holderName: 'Pat Lee',
      }),
    );
  });
});

describe('bank-account for autopay once the accounts are verified', () => {
  it('offers to confirm the accounts on file', () => {
    const application = testApplication({
      status: { ...testApplication().status, checklistStatus: 'VERIFIED_AUTOPAY_ACCOUNT' },
      disburseAccount: { routingNumber: '021000021', mask: '6789', accountNumber: null },
    });
    const { goTo } = renderWidget(BankAccount, { screen: autopay, screenPath: 'bank/autopay', application });
    expect(screen.getByText(/We have verified the accounts you gave us/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm my accounts' }));
    expect(goTo).toHaveBeenCalledWith('bank/confirm');
  });

  it('does not offer it before they are verified', () => {
    renderWidget(BankAccount, { screen: autopay, screenPath: 'bank/autopay' });
    expect(screen.queryByRole('button', { name: 'Review and confirm my accounts' })).toBeNull();
  });
});
