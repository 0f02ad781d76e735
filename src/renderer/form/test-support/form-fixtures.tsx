// Test support only (imported by *.test.tsx, never by the app): a small step and stand-ins for the
// core services StepForm receives through formContext.
import { useState } from 'react';
import type { StepFormError } from '../field-errors';
import type { FieldServices, FormLabels, PasswordStrength } from '../form-context';
import type { RjsfValidatorsLoader } from '../rjsf-validator';
import { StepForm, type FormStep, type StepFormData } from '../step-form';

export const labels: FormLabels = {
  submitting: 'Submitting',
  errorSummaryTitle: 'There is a problem',
  errorSummary: '{count} problems to fix',
  errorSummaryOne: '1 problem to fix',
  optional: '(optional)',
  warning: 'Warning:',
  yes: 'Yes',
  no: 'No',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  passwordStrength: 'Password strength',
  passwordStrengthValue: '{score} of 4',
  selectPlaceholder: 'Select one',
  datePlaceholder: 'MM/DD/YYYY',
  newTab: '(opens in a new tab)',
};

function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const RULES = [
  { key: 'length', message: 'At least 12 characters', test: (v: string) => v.length >= 12 },
  { key: 'upper', message: 'An uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'lower', message: 'A lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { key: 'number', message: 'A number', test: (v: string) => /\d/.test(v) },
  { key: 'special', message: 'A special character from !@#$%^&*', test: (v: string) => /[!@#$%^&*]/.test(v) },
];

export const services: FieldServices = {
  formatPhone,
  parseMoney: (text) => {
    const n = Number(text.replace(/[$,\s]/g, ''));
    return text.trim() === '' || Number.isNaN(n) ? null : n;
  },
  formatMoney: (value, precision) =>
    `$${value.toLocaleString('en-US', { minimumFractionDigits: precision, maximumFractionDigits: precision })}`,
  passwordStrength: (value): PasswordStrength => {
    const unmet = RULES.filter((rule) => !rule.test(value)).map(({ key, message }) => ({ key, message }));
    return { score: Math.max(0, 4 - unmet.length) as PasswordStrength['score'], unmet };
  },
};

export const testStep: FormStep = {
  key: 'test-step',
  submitLabel: 'Continue',
  engine: 'light',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: [
      'propertyAddress',
      'phoneNumber',
      'income',
      'dob',
      'password',
      'isListedForSale',
      'employmentType',
      'occupancyType',
      'termPrivacyConsent',
    ],
    properties: {
      propertyAddress: {
        type: 'object',
        required: ['street1', 'city', 'state', 'zip'],
        properties: {
          street1: { type: 'string' },
          street2: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string' },
          zip: { type: 'string' },
        },
        errorMessage: { required: { street1: 'Street address is required' } },
      },
      phoneNumber: { type: 'string' },
      email: { type: 'string' },
      income: { type: 'number' },
      dob: { type: 'string' },
      password: { type: 'string' },
      isListedForSale: { type: 'boolean' },
      employmentType: { type: 'string', enum: ['FULL_TIME', 'RETIRED'] },
      occupancyType: { type: 'string', enum: ['HOME', 'SECONDARY'] },
      termPrivacyConsent: { type: 'boolean' },
    },
  },
  uiSchema: {
    propertyAddress: {
      'ui:title': 'Property address',
      street1: { 'ui:widget': 'address', 'ui:title': 'Street address', 'ui:autocomplete': 'address-line1' },
      street2: { 'ui:widget': 'address', 'ui:title': 'Apartment or unit', 'ui:autocomplete': 'address-line2' },
      city: { 'ui:title': 'City', 'ui:autocomplete': 'address-level2' },
      state: { 'ui:title': 'State', 'ui:autocomplete': 'address-level1' },
      zip: { 'ui:title': 'ZIP code', 'ui:autocomplete': 'postal-code' },
    },
    phoneNumber: {
      'ui:widget': 'phone',
      'ui:title': 'Mobile phone',
      'ui:autocomplete': 'tel-national',
      'ui:help': 'We text a code to this number.',
    },
    email: { 'ui:widget': 'email', 'ui:title': 'Email', 'ui:autocomplete': 'email' },
    income: { 'ui:widget': 'money', 'ui:title': 'Annual income' },
    dob: { 'ui:widget': 'date', 'ui:title': 'Date of birth', 'ui:autocomplete': 'bday' },
    password: { 'ui:widget': 'password', 'ui:title': 'Password', 'ui:autocomplete': 'new-password' },
    isListedForSale: { 'ui:widget': 'yes-no', 'ui:title': 'Is the property listed for sale?' },
    employmentType: { 'ui:widget': 'select', 'ui:title': 'Primary income source' },
    occupancyType: {
      'ui:widget': 'radio',
      'ui:title': 'How do you use the property?',
      'ui:enumNames': ['Primary home', 'Second home'],
    },
    termPrivacyConsent: {
      'ui:widget': 'checkbox',
      'ui:title': 'Terms',
      'ui:options': {
        labelSegments: [
          'I agree to the ',
          { text: 'Terms of Use', href: '/terms' },
          ' and ',
          { text: 'bad link', href: 'javascript:alert(1)' },
        ],
      },
    },
  },
};

export interface HarnessProps {
  step?: FormStep;
  errors?: StepFormError[];
  submitting?: boolean;
  /** Errors the "core" returns when the form is submitted. */
  errorsOnSubmit?: StepFormError[];
  onChange?: (data: StepFormData) => void;
  onSubmit?: (data: StepFormData) => void;
  /** The answers the form starts with (a saved draft). */
  initialData?: StepFormData;
  /** A form RJSF draws: its precompiled validators (rjsf-fixtures.ts). */
  rjsfValidators?: RjsfValidatorsLoader;
}

/** Holds the form data the way the app does: controlled, with errors set by the submit handler. */
export function Harness({
  step = testStep,
  errors: initialErrors = [],
  submitting = false,
  errorsOnSubmit,
  onChange,
  onSubmit,
  initialData = {},
  rjsfValidators,
}: HarnessProps) {
  const [data, setData] = useState<StepFormData>(initialData);
  const [errors, setErrors] = useState(initialErrors);
  return (
    <StepForm
      step={step}
      formData={data}
      errors={errorsOnSubmit ? errors : initialErrors}
      submitting={submitting}
      labels={labels}
      formContext={services}
      rjsfValidators={rjsfValidators}
      onChange={(next) => {
        setData(next);
        onChange?.(next);
      }}
      onSubmit={(submitted) => {
        if (errorsOnSubmit) setErrors([...errorsOnSubmit]);
        onSubmit?.(submitted);
      }}
    />
  );
}
