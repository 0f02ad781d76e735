import { describe, expect, it } from 'vitest';
import { compileCondition, compileFlowConditions, isConditionKey, type ConditionProblem } from './flow-conditions';
import { conditionFlags, screenConditionHolds } from '../../src/core/application/screen-conditions';

const NY = { type: 'object', properties: { state: { const: 'NY' } }, required: ['state'] };
const DATA_NY = {
  type: 'object',
  properties: { data: { type: 'object', properties: { propertyAddress: NY }, required: ['propertyAddress'] } },
  required: ['data'],
};
const PRODUCT_DSCR = { type: 'object', properties: { product: { const: 'dscr' } }, required: ['product'] };
const flag = (key: string) => ({
  type: 'object',
  properties: {
    flags: {
      type: 'object',
      properties: { [key]: { type: 'object', properties: { enabled: { const: true } }, required: ['enabled'] } },
      required: [key],
    },
  },
  required: ['flags'],
});

const compile = (condition: unknown) => {
  const problems: { pointer: string; message: string }[] = [];
  const value = compileCondition(condition, '/when', (pointer, message) => problems.push({ pointer, message }));
  return { value, problems };
};

describe('compileCondition', () => {
  it.each([
    ['one segment', { scope: '/product', schema: { const: 'dscr' } }, PRODUCT_DSCR],
    ['three segments', { scope: '/data/propertyAddress/state', schema: { const: 'NY' } }, DATA_NY],
    [
      'no schema: the value only has to exist',
      { scope: '/brand/forSaleWindowMonths' },
      {
        type: 'object',
        properties: { brand: { type: 'object', required: ['forSaleWindowMonths'] } },
        required: ['brand'],
      },
    ],
    [
      'a boolean schema',
      { scope: '/signedIn', schema: true },
      { type: 'object', properties: { signedIn: true }, required: ['signedIn'] },
    ],
    [
      'an escaped segment (~1 is /)',
      { scope: '/flags/a~1b', schema: {} },
      {
        type: 'object',
        properties: { flags: { type: 'object', properties: { 'a/b': {} }, required: ['a/b'] } },
        required: ['flags'],
      },
    ],
    [
      'allOf of scoped conditions',
      {
        allOf: [
          { scope: '/flags/fe-x/enabled', schema: { const: true } },
          { scope: '/product', schema: { const: 'dscr' } },
        ],
      },
      { allOf: [flag('fe-x'), PRODUCT_DSCR] },
    ],
    [
      'not of a scoped condition',
      { not: { scope: '/flags/fe-x/enabled', schema: { const: true } } },
      { not: flag('fe-x') },
    ],
    [
      'anyOf inside allOf inside not',
      { not: { allOf: [{ anyOf: [{ scope: '/product', schema: { const: 'dscr' } }, false] }] } },
      { not: { allOf: [{ anyOf: [PRODUCT_DSCR, false] }] } },
    ],
    ['a raw JSON Schema over the context, kept as written', DATA_NY, DATA_NY],
    [
      'a raw schema inside allOf, kept',
      { allOf: [DATA_NY, { scope: '/product', schema: { const: 'dscr' } }] },
      { allOf: [DATA_NY, PRODUCT_DSCR] },
    ],
    ['a boolean condition', true, true],
  ])('%s', (_name, condition, expected) => {
    const { value, problems } = compile(condition);
    expect(problems).toEqual([]);
    expect(value).toEqual(expected);
    // Byte for byte: keys in the order the hand-written schemas had them (type, properties, required).
    expect(JSON.stringify(value)).toBe(JSON.stringify(expected));
  });

  it('leaves a scoped condition with another key as written, for the flow schema to refuse', () => {
    const condition = { scope: '/product', shema: { const: 'dscr' } };
    expect(compile(condition)).toEqual({ value: condition, problems: [] });
  });

  it.each([
    ['a scope that is not a pointer', { scope: 'product', schema: {} }, '/when/scope', 'must be a JSON pointer'],
    ['an empty segment', { scope: '/data//state', schema: {} }, '/when/scope', 'must be a JSON pointer'],
    ['a schema that is not a schema', { scope: '/product', schema: 'dscr' }, '/when/schema', 'must be a JSON Schema'],
    ['a problem inside allOf', { allOf: [{ scope: 'x' }] }, '/when/allOf/0/scope', 'must be a JSON pointer'],
  ])('refuses %s, at its pointer', (_name, condition, pointer, words) => {
    const { problems } = compile(condition);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe(pointer);
    expect(problems[0]!.message).toContain(words);
  });
});

describe('compileFlowConditions', () => {
  it.each([
    ['when', true],
    ['require', true],
    ['skipWhen', true],
    ['withheldWhen', true],
    ['whenever', false],
    ['schema', false],
  ])('reads the value of "%s" as a condition: %s', (key, expected) => expect(isConditionKey(key)).toBe(expected));

  it('compiles conditions at any depth and nothing else', () => {
    const problems: ConditionProblem[] = [];
    const scoped = { scope: '/product', schema: { const: 'dscr' } };
    const value = compileFlowConditions(
      'flows/x.json',
      { rows: [{ when: scoped, form: { schema: scoped } }] },
      problems,
    );
    expect(problems).toEqual([]);
    expect(value).toEqual({ rows: [{ when: PRODUCT_DSCR, form: { schema: scoped } }] });
  });

  const steps = (progress: unknown, next: unknown[]) => ({
    steps: [
      { key: 'a', next },
      { key: 'b', progress, next: [{ to: 'c' }] },
      { key: 'c', next: [] },
    ],
  });
  const HOME = { scope: '/data/occupancy', schema: { const: 'HOME' } };
  const homeSchema = compile(HOME).value;
  const derived = (progress: unknown, next: unknown[]) => {
    const problems: ConditionProblem[] = [];
    const value = compileFlowConditions('flows/registration/steps.json', steps(progress, next), problems) as {
      steps: { progress?: unknown }[];
    };
    return { progress: value.steps[1]!.progress, problems };
  };

  it.each([
    [
      'the last entry leads here: skipped when an earlier one matches',
      [{ when: HOME, to: 'c' }, { to: 'b' }],
      { skipWhen: homeSchema },
    ],
    [
      'the first entry leads here: skipped when it does not match',
      [{ when: HOME, to: 'b' }, { to: 'c' }],
      { skipWhen: { not: homeSchema } },
    ],
    [
      'a middle entry: skipped when an earlier one matches or it does not',
      [{ when: HOME, to: 'c' }, { when: true, to: 'b' }, { to: 'c' }],
      { skipWhen: { anyOf: [homeSchema, { not: true }] } },
    ],
  ])('derives progress.skipWhen from next: %s', (_name, next, expected) => {
    const { progress, problems } = derived({ skipWhenNotReachedFrom: 'a' }, next);
    expect(problems).toEqual([]);
    expect(progress).toEqual(expected);
  });

  it.each([
    ['a step that is not there', 'aa', [{ to: 'b' }], 'names no step (did you mean "a"?)'],
    ['a step whose next never leads here', 'a', [{ to: 'c' }], 'never leads to b'],
    ['a step whose next always leads here', 'a', [{ to: 'b' }], 'always leads to b'],
  ])('refuses %s', (_name, from, next, words) => {
    const { problems } = derived({ skipWhenNotReachedFrom: from }, next);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/steps/1/progress/skipWhenNotReachedFrom',
        message: expect.stringContaining(words),
      }),
    ]);
  });
});

describe('screen conditions (issue 28: the screen-option dialect)', () => {
  const on = (key: string) => ({ scope: `/flags/${key}/enabled`, schema: { const: true } });
  const selfEmployed = { scope: '/application/employmentType', schema: { const: 'SELF_EMPLOYED' } };
  const screens = {
    screens: {
      'income/review': {
        options: { methods: [{ id: 'A', screen: 'a', shownWhen: { not: { allOf: [on('fe-x'), selfEmployed] } } }] },
      },
      'product/select': { options: { step: 'select', splitWhen: on('fe-split') } },
      identity: { options: { askBackOfIdWhen: on('fe-back') } },
      'bpo/order-bpo': { intro: ['a'], introVariant: { when: on('fe-covers'), intro: ['b'] } },
    },
  };

  it('compiles shownWhen, splitWhen, askBackOfIdWhen and introVariant.when, and nothing else', () => {
    const problems: ConditionProblem[] = [];
    const compiled = compileFlowConditions('flows/application/screens/x.json', screens, problems) as typeof screens;
    expect(problems).toEqual([]);
    const s = compiled.screens;
    expect(s['product/select'].options).toEqual({ step: 'select', splitWhen: flag('fe-split') });
    expect(s.identity.options.askBackOfIdWhen).toEqual(flag('fe-back'));
    expect(s['bpo/order-bpo']).toEqual({ intro: ['a'], introVariant: { when: flag('fe-covers'), intro: ['b'] } });
    const [method] = s['income/review'].options.methods;
    expect(method).toMatchObject({ id: 'A', screen: 'a' });
    expect(conditionFlags([method!.shownWhen])).toEqual(['fe-x']);
  });

  it.each([
    ['no flag on', [], 'SELF_EMPLOYED', true],
    ['fe-x on', ['fe-x'], 'FULL_TIME', true],
    ['fe-x on', ['fe-x'], undefined, true],
    ['fe-x on', ['fe-x'], 'SELF_EMPLOYED', false],
  ])('the compiled condition, evaluated by the core: %s, %s -> %s', (_flagsOn, flags, employmentType, shown) => {
    const compiled = compileFlowConditions('f.json', screens, []) as typeof screens;
    const [method] = compiled.screens['income/review'].options.methods;
    expect(screenConditionHolds(method!.shownWhen, { flagsOn: new Set(flags), employmentType })).toBe(shown);
  });
});
