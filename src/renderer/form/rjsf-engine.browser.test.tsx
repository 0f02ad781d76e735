import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Harness } from './test-support/form-fixtures';
import type { FormStep } from './step-form';

// Forms outside the light engine's subset, drawn by @rjsf/core as published (loaded on demand,
// with our templates and widgets) in a real browser: an array of objects and a oneOf.
const otherIncome: FormStep = {
  key: 'other-income',
  submitLabel: 'Continue',
  engine: 'rjsf',
  schema: {
    type: 'object',
    properties: {
      sources: {
        type: 'array',
        title: 'Other income',
        items: {
          type: 'object',
          properties: {
            source: { type: 'string', title: 'Source' },
            amount: { type: 'number', title: 'Yearly amount' },
          },
        },
      },
    },
  },
  uiSchema: { sources: { items: { amount: { 'ui:widget': 'money' } } } },
};

const payment: FormStep = {
  key: 'payment',
  submitLabel: 'Continue',
  engine: 'rjsf',
  schema: {
    type: 'object',
    properties: {
      payment: {
        title: 'How should we pay you?',
        oneOf: [
          { title: 'Check', type: 'object', properties: { mailTo: { type: 'string', title: 'Mailing address' } } },
          {
            title: 'Direct deposit',
            type: 'object',
            properties: { routingNumber: { type: 'string', title: 'Routing number' } },
          },
        ],
      },
    },
  },
};

afterEach(cleanup);

describe('RJSF draws forms with arrays and oneOf in the browser', () => {
  it('an array: adds an item, answers it, submits the list', async () => {
    const onSubmit = vi.fn();
    render(<Harness step={otherIncome} onSubmit={onSubmit} />);
    // The first RJSF form waits for its chunk.
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 20_000 }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Source/ }), 'Rental');
    await userEvent.type(screen.getByRole('textbox', { name: /Yearly amount/ }), '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ sources: [{ source: 'Rental', amount: 12000 }] });
  });

  it('a oneOf: switching the option draws its fields and submits its answers', async () => {
    const onSubmit = vi.fn();
    render(<Harness step={payment} onSubmit={onSubmit} />);
    expect(await screen.findByRole('textbox', { name: /Mailing address/ }, { timeout: 20_000 })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Direct deposit');
    await userEvent.type(await screen.findByRole('textbox', { name: /Routing number/ }), '011000015');
    expect(screen.queryByRole('textbox', { name: /Mailing address/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ payment: { routingNumber: '011000015' } });
  });
});
