import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { RjsfValidatorsLoader } from './rjsf-validator';
import { Harness } from './test-support/form-fixtures';
import { otherIncome, payment, repayment } from '@/core/form/test-support/rjsf-fixtures';

// Forms outside the light engine's subset, drawn by @rjsf/core as published (loaded on demand, with
// our templates and widgets) in a real browser: an array of objects and a oneOf. Their validators were
// precompiled before the run (scripts/test-support/compile-rjsf-fixtures.ts), as generation does.
const compiled =
  (key: string): RjsfValidatorsLoader =>
  () =>
    import(`../../../.scratch/rjsf-fixtures/${key}.js`);
const otherIncomeValidators = compiled(otherIncome.key);
const paymentValidators = compiled(payment.key);
const repaymentValidators = compiled(repayment.key);

afterEach(cleanup);

/**
 * The form suspends until its chunk and its validators have loaded; rendering inside an awaited act
 * lets React retry when they arrive (Testing Library's synchronous act would leave it suspended).
 */
const draw = (ui: ReactElement) => act(async () => void render(ui));

describe('RJSF draws forms with arrays and oneOf in the browser, with precompiled validators', () => {
  it('an array: adds an item, answers it, submits the list', async () => {
    const onSubmit = vi.fn();
    await draw(<Harness step={otherIncome} rjsfValidators={otherIncomeValidators} onSubmit={onSubmit} />);
    // The first RJSF form waits for its chunk and its validators.
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 20_000 }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Source/ }), 'Rental');
    await userEvent.type(screen.getByRole('textbox', { name: /Yearly amount/ }), '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ sources: [{ source: 'Rental', amount: 12000 }] });
  });

  it('a oneOf: switching the option draws its fields and submits its answers', async () => {
    const onSubmit = vi.fn();
    await draw(<Harness step={payment} rjsfValidators={paymentValidators} onSubmit={onSubmit} />);
    expect(await screen.findByRole('textbox', { name: /Mailing address/ }, { timeout: 20_000 })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Direct deposit');
    await userEvent.type(await screen.findByRole('textbox', { name: /Routing number/ }), '011000015');
    expect(screen.queryByRole('textbox', { name: /Mailing address/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ payment: { routingNumber: '011000015' } });
  });

  it('a oneOf with saved answers opens on the option the precompiled validator says they match', async () => {
    await draw(<Harness step={repayment} rjsfValidators={repaymentValidators} initialData={{ plan: { years: 30 } }} />);
    // The first select picks the option; the second is the option's Years.
    const [option, years] = await screen.findAllByRole('combobox', {}, { timeout: 20_000 });
    expect((option as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Principal and interest');
    expect((years as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('30');
  });
});
