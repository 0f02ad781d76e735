import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkForm, recheckShown } from './check-form';
import type { CompiledValidator, FieldError, FormDefinition } from './form-definition';
import { formFields } from './fields';
import { prepareFormData } from './prepare-data';
import { RULES } from './rules';

const form: FormDefinition = {
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      code: { type: 'string' },
      again: { type: 'string' },
      home: { type: 'object', properties: { city: { type: 'string' } } },
    },
  },
  uiSchema: { 'ui:order': ['code', 'name', 'again', 'home'] },
  messages: { '/name': 'Name words' },
  rules: [{ rule: 'digits-match', field: '/again', params: { other: '/code' }, messages: { mismatch: 'No match' } }],
  prepare: { '/name': 'trim', '/code': 'digits' },
};

/** A stand-in for a precompiled validator: fails with the errors given. */
function failing(errors: Partial<ErrorObject>[]): CompiledValidator {
  const validate = (() => errors.length === 0) as CompiledValidator;
  validate.errors = errors as ErrorObject[];
  return validate;
}

const check = (data: object, validate: CompiledValidator | null, shown?: (p: string) => boolean) =>
  checkForm({
    name: 'test',
    form,
    data: prepareFormData(data, form),
    validate,
    ctx: null,
    fallback: 'Fallback',
    shown,
    rules: RULES,
  });

describe('formFields', () => {
  it('lists the leaf fields in ui:order, groups walked', () => {
    expect(formFields(form).map((f) => f.pointer)).toEqual(['/code', '/name', '/again', '/home/city']);
  });
});

describe('prepareFormData', () => {
  it.each<[string, object, object]>([
    [
      'trims a name and keeps the digits of a code',
      { name: '  Pat ', code: '12-3 4' },
      { name: 'Pat', code: '1234', home: {} },
    ],
    ['leaves out an empty name and a code without digits', { name: '', code: 'x' }, { home: {} }],
    ['leaves out a name of spaces', { name: '   ' }, { home: {} }],
    ['leaves out an empty nested field', { home: { city: '' } }, { home: {} }],
  ])('%s', (_name, input, expected) => {
    expect(prepareFormData(input, form)).toEqual(expected);
  });

  it('never changes what it is given', () => {
    const data = { name: ' Pat ' };
    prepareFormData(data, form);
    expect(data).toEqual({ name: ' Pat ' });
  });
});

describe('checkForm', () => {
  it('words schema errors with errorMessage, else the form messages, else the fallback, in form order', () => {
    const validate = failing([
      { keyword: 'type', instancePath: '/name', params: {} },
      {
        keyword: 'errorMessage',
        instancePath: '/code',
        message: 'Code words',
        params: { errors: [{ keyword: 'pattern' }] },
      },
      { keyword: 'type', instancePath: '/home/city', params: {} },
    ]);
    expect(check({}, validate).errors).toEqual([
      { pointer: '/code', message: 'Code words', severity: 'error' },
      { pointer: '/name', message: 'Name words', severity: 'error' },
      { pointer: '/home/city', message: 'Fallback', severity: 'error' },
    ]);
  });

  it('moves a required message to the missing field', () => {
    const validate = failing([
      {
        keyword: 'errorMessage',
        instancePath: '',
        message: 'Enter a code',
        params: { errors: [{ keyword: 'required', instancePath: '', params: { missingProperty: 'code' } }] },
      },
    ]);
    expect(check({}, validate).errors).toEqual([{ pointer: '/code', message: 'Enter a code', severity: 'error' }]);
  });

  it('runs the named rules on what the schema accepts, and never on a field it rejects', () => {
    expect(check({ code: '12', again: '13' }, failing([])).errors).toEqual([
      { pointer: '/again', message: 'No match', severity: 'error' },
    ]);
    expect(check({ code: '12', again: '1-2' }, failing([])).errors).toEqual([]);
    expect(
      check({ code: '12', again: '13' }, failing([{ keyword: 'type', instancePath: '/again', params: {} }])).errors,
    ).toEqual([{ pointer: '/again', message: 'Fallback', severity: 'error' }]);
  });

  it('runs the rules alone until the validator is there, and says so', () => {
    expect(check({ code: '12', again: '13' }, null)).toEqual({
      errors: [{ pointer: '/again', message: 'No match', severity: 'error' }],
      disabled: [],
      checked: false,
    });
  });

  it('gives fields that are not shown no messages', () => {
    expect(check({ code: '12', again: '13' }, failing([]), (p) => p !== '/again').errors).toEqual([]);
  });

  it('refuses a rule the registry does not know', () => {
    expect(() =>
      checkForm({
        name: 'test',
        form: { ...form, rules: [{ rule: 'nope', field: '/name', messages: {} }] },
        data: {},
        validate: null,
        ctx: null,
        fallback: '',
        rules: RULES,
      }),
    ).toThrow('Unknown rule "nope" in form "test"');
  });
});

describe('recheckShown', () => {
  const shown: FieldError[] = [{ pointer: '/name', message: 'Required', severity: 'error' }];
  it.each([
    [
      'keeps a shown field up to date',
      [{ pointer: '/name', message: 'Too short', severity: 'error' }],
      [{ pointer: '/name', message: 'Too short', severity: 'error' }],
    ],
    ['drops it once fixed', [], []],
    ['shows nothing new while typing', [{ pointer: '/code', message: 'Required', severity: 'error' }], []],
  ] as [string, FieldError[], FieldError[]][])('%s', (_name, fresh, expected) => {
    expect(recheckShown(shown, fresh)).toEqual(expected);
  });
});
