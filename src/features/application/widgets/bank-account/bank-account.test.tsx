import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_RETURN_KEY } from '@/core/navigation/oauth-return';
import { errorSummary, followSummaryLink, summaryLinks } from '@/renderer/form/test-support/error-summary';
import flow from '@flows/application/screens/bank.json';
import {
  BASE,
  badRequest,
  descriptionOf,
  renderWidget,
  testApplication,
  UUID,
} from '../../test-support/widget-test-kit';
import BankAccount from './bank-account';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const APP = `/account/heloc/${UUID}`;
/** The widget reads the URL (the bank's return), so it is drawn at its screen's path unless told. */
const renderBank = (options: Parameters<typeof renderWidget>[1]) =>
  renderWidget(BankAccount, { at: `${APP}/${options.screenPath}`, ...options });

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
    const { submitTask } = renderBank({ screen: disburse, screenPath: 'bank/disburse' });
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

  it('ties every message to its field; the focused error summary leads to the first', () => {
    const { submitTask } = renderBank({ screen: disburse, screenPath: 'bank/disburse' });
    submit();
    expect(document.activeElement).toBe(errorSummary());
    followSummaryLink('Please enter the name on the account');
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
    renderBank({ screen: disburse, screenPath: 'bank/disburse' });
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
    renderBank({ screen: disburse, screenPath: 'bank/disburse' });
    fillValidAccount();
    type('Confirm account number', '000123456780');
    submit();
    expect(descriptionOf(input('Confirm account number'))).toBe("Account numbers don't match");
    expect(summaryLinks()).toEqual(["Account numbers don't match"]);
    followSummaryLink("Account numbers don't match");
    expect(document.activeElement).toBe(input('Confirm account number'));
    type('Confirm account number', '000123456789');
    expect(input('Confirm account number').getAttribute('aria-invalid')).toBeNull();
  });

  it("announces the server's message in an alert the fields point to", async () => {
    renderBank({
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
    const { submitTask } = renderBank({
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
    const { submitTask } = renderBank({
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
    const { submitTask } = renderBank({ screen: autopay, screenPath: 'bank/autopay' });
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
    const { goTo } = renderBank({ screen: autopay, screenPath: 'bank/autopay', application });
    expect(screen.getByText(/We have verified the accounts you gave us/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm my accounts' }));
    expect(goTo).toHaveBeenCalledWith('bank/confirm');
  });

  it('does not offer it before they are verified', () => {
    renderBank({ screen: autopay, screenPath: 'bank/autopay' });
    expect(screen.queryByRole('button', { name: 'Review and confirm my accounts' })).toBeNull();
  });
});

describe('bank-account: link your bank', () => {
  const copy = disburse.copy;
  const STATE = '0b1c2d3e-aaaa-4bbb-8ccc-000000000002';

  it('offers the link above the typed form, which stays as the alternative', () => {
    renderBank({ screen: disburse, screenPath: 'bank/disburse', at: `${APP}/bank/disburse` });
    expect(screen.getByRole('region', { name: copy.linkHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: copy.manualHeading })).toBeTruthy();
    expect(screen.getByLabelText('Routing number')).toBeTruthy();
  });

  it('starts a BANK link, keeps the application and this screen, and leaves for the bank', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const started: unknown[] = [];
    const oauthUrl = `/__sandbox/bank-link/${UUID}/authorize?oauth_state_id=${STATE}`;
    const { submitTask } = renderBank({
      screen: disburse,
      screenPath: 'bank/disburse',
      at: `${APP}/bank/disburse`,
      routes: {
        [`POST ${BASE}/bank-link/oauth`]: (init) => {
          started.push(JSON.parse(String(init.body)));
          return [200, { oauthUrl, oauthStateId: STATE }];
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: copy.linkButton }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(oauthUrl));
    expect(started).toEqual([{ purpose: 'BANK', redirectUri: '/account/heloc/plaid-oauth-success' }]);
    expect(JSON.parse(window.localStorage.getItem(OAUTH_RETURN_KEY)!)).toMatchObject({
      uuid: UUID,
      screen: 'bank/disburse',
    });
    expect(submitTask).not.toHaveBeenCalled();
  });

  it('back from the bank, sends the disbursement task with the state id once', async () => {
    const { submitTask } = renderBank({
      screen: disburse,
      screenPath: 'bank/disburse',
      at: `${APP}/bank/disburse?oauth_state_id=${STATE}`,
    });
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('set-disbursement-account', { oauthStateId: STATE }));
    expect(submitTask).toHaveBeenCalledTimes(1);
  });

  it('back on autopay, goes on with a different account and sends the autopay task', async () => {
    const { submitTask } = renderBank({
      screen: autopay,
      screenPath: 'bank/autopay',
      at: `${APP}/bank/autopay?oauth_state_id=${STATE}`,
    });
    await waitFor(() => expect(submitTask).toHaveBeenCalledWith('set-autopay-account', { oauthStateId: STATE }));
    expect((screen.getByRole('radio', { name: autopay.copy.methodNew }) as HTMLInputElement).checked).toBe(true);
  });

  it('back from the bank without access, says so and sends nothing', () => {
    const { submitTask } = renderBank({
      screen: disburse,
      screenPath: 'bank/disburse',
      at: `${APP}/bank/disburse?oauth_state_id=${STATE}&error=access_denied`,
    });
    expect(screen.getByText(copy.linkDeclined).getAttribute('role')).toBe('alert');
    expect(submitTask).not.toHaveBeenCalled();
  });

  it("announces the sandbox's refusal of a stale link", async () => {
    renderBank({
      screen: disburse,
      screenPath: 'bank/disburse',
      at: `${APP}/bank/disburse?oauth_state_id=${STATE}`,
      taskResult: badRequest('oauthStateId has expired: link the bank again'),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('oauthStateId has expired: link the bank again'),
    );
  });

  it('names a linked account by its bank and last four, on file and in the autopay choice', () => {
    const linked = { institution: 'Sandbox Bank', routingNumber: '021000021', mask: '4321', accountNumber: null };
    renderBank({
      screen: autopay,
      screenPath: 'bank/autopay',
      application: testApplication({ disburseAccount: linked, autopayAccount: linked }),
    });
    expect(screen.getByText('Account on file, linked at your bank: Sandbox Bank ••••4321.')).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: 'Automatically, from the account receiving my funds (Sandbox Bank ••••4321)' }),
    ).toBeTruthy();
  });

  it('is not offered on the manual form', () => {
    renderBank({ screen: flow.screens['bank/manual-disburse'], screenPath: 'bank/manual-disburse' });
    expect(screen.queryByRole('button', { name: copy.linkButton })).toBeNull();
  });
});
