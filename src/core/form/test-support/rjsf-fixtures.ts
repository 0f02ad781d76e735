// Test support only: forms outside the light engine's subset, drawn by @rjsf/core in the browser
// test (src/renderer/form/rjsf-engine.browser.test.tsx). scripts/test-support/compile-rjsf-fixtures.ts
// precompiles their validators before that test runs, the way npm run generate does for the forms
// of flows/. Plain data in the core, so both the Node setup and the browser test can read it.
import type { FormEngineName } from '../light-subset';

/** A form step as StepForm reads it. */
interface FormStep {
  key: string;
  submitLabel: string;
  engine: FormEngineName;
  schema: object;
  uiSchema?: object;
}

/** An array of objects. */
export const otherIncome: FormStep = {
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

/** A oneOf whose options differ by a constant: which one the data matches is the validator's answer. */
export const payment: FormStep = {
  key: 'payment',
  submitLabel: 'Continue',
  engine: 'rjsf',
  schema: {
    type: 'object',
    properties: {
      payment: {
        title: 'How should we pay you?',
        oneOf: [
          {
            title: 'Check',
            type: 'object',
            properties: { method: { const: 'check' }, mailTo: { type: 'string', title: 'Mailing address' } },
            required: ['method'],
          },
          {
            title: 'Direct deposit',
            type: 'object',
            properties: {
              method: { const: 'deposit' },
              routingNumber: { type: 'string', title: 'Routing number' },
            },
            required: ['method'],
          },
        ],
      },
    },
  },
};

/**
 * A oneOf whose options have the same field and differ only by the values they allow: RJSF can
 * only tell which option saved answers belong to by asking its validator.
 */
export const repayment: FormStep = {
  key: 'repayment',
  submitLabel: 'Continue',
  engine: 'rjsf',
  schema: {
    type: 'object',
    properties: {
      plan: {
        title: 'Repayment plan',
        oneOf: [
          {
            title: 'Interest only',
            type: 'object',
            properties: { years: { type: 'integer', title: 'Years', enum: [10] } },
          },
          {
            title: 'Principal and interest',
            type: 'object',
            properties: { years: { type: 'integer', title: 'Years', enum: [20, 30] } },
          },
        ],
      },
    },
  },
};

export const RJSF_FIXTURES: readonly FormStep[] = [otherIncome, payment, repayment];

/** Where the compiled fixture validators are written (git-ignored), relative to the project root. */
export const RJSF_FIXTURES_DIR = '.scratch/rjsf-fixtures';
