import { formatMoney } from '@/core/format/money';
import { valueAt } from '@/core/json-pointer';
import { defineRule } from './rule';

interface Params {
  threshold: number;
  confirmField: string;
}

/**
 * An income below the threshold is often a monthly or after-tax figure, so the borrower confirms
 * it first. The finding is reported at confirmField (where the yes is stored), so the renderer
 * shows a prompt there rather than an error under the amount.
 *
 * Checks: An income below threshold needs confirmField to be true.
 */
export const incomeConfirm = defineRule<Params>({
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['threshold', 'confirmField'],
    properties: {
      threshold: { type: 'number', minimum: 0 },
      confirmField: { type: 'string', pattern: '^(/[A-Za-z][A-Za-z0-9]*)+$' },
    },
  },
  messages: { prompt: ['amount'] },
  evaluate({ value, params, data }) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value >= params.threshold) return null;
    if (valueAt(data, params.confirmField) === true) return null;
    return { message: 'prompt', values: { amount: formatMoney(value) }, pointer: params.confirmField };
  },
});
