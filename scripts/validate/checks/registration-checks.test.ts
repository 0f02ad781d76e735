import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFixtureProject,
  readRealFlow,
  REPO_ROOT,
  type FixtureProject,
  type LooseJson,
} from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { validateProject } from '../validate-project';
import { unwordedKeywords } from './registration-messages';

const STEPS = 'flows/registration/steps.json';
// Inlined: the cases edit pieces that flows/shared/defs.json holds (a state's widget, a street's message).
const realSteps = await readRealFlow(STEPS);
const realCopy = await readFile(path.join(REPO_ROOT, 'flows/registration/copy.json'), 'utf8');

interface Case {
  name: string;
  edit(flow: LooseJson): void;
  /** Pointer the one diagnostic is at. */
  pointer: string;
  words: string[];
}

const property = (flow: LooseJson) => flow.steps[0];
/** The submit page's index: the steps before it depend on which flags add one. */
const SET_PASSWORD = (realSteps.steps as { key: string }[]).findIndex((s) => s.key === 'set-password');
const address = (flow: LooseJson) => property(flow).schema.properties.propertyAddress;
const cases: Case[] = [
  {
    name: 'a condition keyword the condition interpreter does not read',
    edit: (f) => void (f.guard.require.properties.data.minProperties = 1),
    pointer: '/guard/require/properties/data/minProperties',
    words: ['uses "minProperties", which the condition interpreter', 'conditions may use only type, properties'],
  },
  {
    name: 'unknown rule key, with a suggestion',
    edit: (f) => void (property(f).rules[0].rule = 'street-word'),
    pointer: '/steps/0/rules/0/rule',
    words: ['"street-word" is not a registration rule', 'did you mean "street-words"?'],
  },
  {
    name: 'params the rule does not take',
    edit: (f) => void (property(f).rules[0].params.minWords = 'two'),
    pointer: '/steps/0/rules/0/params/minWords',
    words: ['must be a whole number, but is a string', 'params of rule "street-words"'],
  },
  {
    name: 'a rule message without words',
    edit: (f) => void delete property(f).rules[0].messages.invalid,
    pointer: '/steps/0/rules/0/messages',
    words: ['has no words for message "invalid" of rule "street-words"'],
  },
  {
    name: 'a placeholder the rule does not fill',
    edit: (f) => void (property(f).rules[0].messages.invalid = 'Check {street}'),
    pointer: '/steps/0/rules/0/messages/invalid',
    words: ['{street} is not filled by rule "street-words"'],
  },
  {
    name: 'unknown widget key',
    edit: (f) => void (property(f).uiSchema.propertyAddress.state['ui:widget'] = 'selct'),
    pointer: '/steps/0/uiSchema/propertyAddress/state/ui:widget',
    words: ['"selct" is not a widget key', 'did you mean "select"?'],
  },
  {
    name: 'a personal-data field without ui:autocomplete',
    edit: (f) => void delete property(f).uiSchema.propertyAddress.city['ui:autocomplete'],
    pointer: '/steps/0/uiSchema/propertyAddress/city',
    words: ['field "/propertyAddress/city" has no ui:autocomplete'],
  },
  {
    name: 'next naming no step',
    edit: (f) => void (f.steps[1].next[0].to = 'for-sail'),
    pointer: '/steps/1/next/0/to',
    words: ['"for-sail" names no step', 'did you mean "for-sale"?'],
  },
  {
    name: 'a last next entry with a condition',
    edit: (f) => void (f.steps[1].next[0].when = { required: ['data'] }),
    pointer: '/steps/1/next/0',
    words: ['is the last next entry, so it must have no "when"'],
  },
  {
    name: 'a step schema keyword without a message',
    edit: (f) => void (address(f).properties.zip.errorMessage = { pattern: 'Please enter a valid zipcode' }),
    pointer: '/steps/0/schema/properties/propertyAddress/properties/zip/type',
    words: ['can fail on "type" but has no words for it'],
  },
  {
    name: 'a required field without a message',
    edit: (f) => void delete address(f).errorMessage.required.zip,
    pointer: '/steps/0/schema/properties/propertyAddress/required',
    words: ['requires "zip" but errorMessage.required has no words for it'],
  },
  {
    name: 'a step field that is not registration data',
    edit: (f) => {
      address(f).properties.county = { type: 'string', errorMessage: 'Please enter a county' };
      property(f).uiSchema.propertyAddress.county = { 'ui:widget': 'text', 'ui:autocomplete': 'off' };
    },
    pointer: '/steps/0/schema/properties/propertyAddress/properties/county',
    words: ['"/propertyAddress/county" is not a field of RegistrationData'],
  },
  {
    name: 'a condition reading an unknown flag',
    edit: (f) => {
      const flags = f.steps[SET_PASSWORD].hidden[1].when.not.properties.flags;
      flags.properties = {
        'fe-heloc-sms-transactional-consnt': flags.properties['fe-heloc-sms-transactional-consent'],
      };
      flags.required = ['fe-heloc-sms-transactional-consnt'];
    },
    pointer: `/steps/${SET_PASSWORD}/hidden/1/when/not/properties/flags/properties/fe-heloc-sms-transactional-consnt`,
    words: ['not a flag listed in flows/feature-flags.json', 'did you mean "fe-heloc-sms-transactional-consent"?'],
  },
  {
    name: 'a scope with a misspelt data field',
    edit: (f) =>
      void (property(f).next[0].when = { scope: '/data/propertyAddress/occupancyTyp', schema: { const: 'HOME' } }),
    pointer: '/steps/0/next/0/when/scope',
    words: [
      'names no field of the registration context: /data/propertyAddress has no "occupancyTyp"',
      'did you mean "occupancyType"?',
    ],
  },
  {
    name: 'a scope starting with no context field',
    edit: (f) =>
      void (property(f).next[0].when = { scope: '/dta/propertyAddress/occupancyType', schema: { const: 'HOME' } }),
    pointer: '/steps/0/next/0/when/scope',
    words: ['it has no "dta"', 'did you mean "data"?'],
  },
  {
    name: 'a scope reading an unknown flag, inside allOf',
    edit: (f) =>
      void (property(f).modals[0].when.allOf[0] = {
        scope: '/flags/fe-heloc-figure-ny-modl/enabled',
        schema: { const: true },
      }),
    pointer: '/steps/0/modals/0/when/allOf/0/scope',
    words: ['"fe-heloc-figure-ny-modl", which is not a flag listed', 'did you mean "fe-heloc-figure-ny-modal"?'],
  },
  {
    name: 'a scope with a misspelt brand field',
    edit: (f) =>
      void (property(f).modals[2].when.allOf[0] = {
        scope: '/brand/stateRestrictions/hawaii/refr',
        schema: { const: true },
      }),
    pointer: '/steps/0/modals/2/when/allOf/0/scope',
    words: ['/brand/stateRestrictions/hawaii has no "refr"', 'did you mean "refer"?'],
  },
  {
    name: 'a scope naming a brand field the context does not carry',
    edit: (f) => void (property(f).variants[0].when = { not: { scope: '/brand/colors' } }),
    pointer: '/steps/0/variants/0/when/not/scope',
    words: ['/brand has no "colors"'],
  },
  {
    name: 'a scoped condition with a misspelt key',
    edit: (f) => void (property(f).next[0].when = { scope: '/product', shema: { const: 'dscr' } }),
    pointer: '/steps/0/next/0/when/shema',
    words: ['has a property "shema" that is not allowed here', 'did you mean "schema"?'],
  },
  {
    name: 'a rule reading an unknown flag',
    edit: (f) => void (property(f).rules[4].params.flag = 'fe-heloc-ca-fire'),
    pointer: '/steps/0/rules/4/params/flag',
    words: ['"fe-heloc-ca-fire" is not a flag listed'],
  },
  {
    name: 'a modal copy.json does not word',
    edit: (f) => void (property(f).modals[2].modal = 'hawai'),
    pointer: '/steps/0/modals/2/modal',
    words: ['"hawai" is not a modal in flows/registration/copy.json', 'did you mean "hawaii"?'],
  },
];

let fx: FixtureProject;
beforeEach(async () => {
  fx = await createFixtureProject();
  await fx.write('flows/registration/copy.json', realCopy);
});
afterEach(() => fx.cleanup());

async function diagnosticsFor(flow: LooseJson) {
  await fx.writeJson(STEPS, flow);
  return (await validateProject(fx.rootDir)).filter((d) => d.file.startsWith('flows/registration/'));
}

// Each case validates a whole fixture project; the first one also compiles every schema.
describe('registration checks', { timeout: 60_000 }, () => {
  it('accept the real flow', async () => {
    expect(await diagnosticsFor(structuredClone(realSteps))).toEqual([]);
  });

  it.each(cases)('$name', async ({ edit, pointer, words }) => {
    const flow = structuredClone(realSteps);
    edit(flow);
    const found = await diagnosticsFor(flow);
    expect(found.map((d) => d.pointer)).toEqual([pointer]);
    const line = formatDiagnostic(found[0]!);
    // file:line:column  pointer  message, like every other check.
    expect(line).toMatch(new RegExp(`^${STEPS}:\\d+:\\d+  ${pointer.replace(/[/]/g, '\\/')}  `));
    for (const w of words) expect(line).toContain(w);
  });

  it('refuse a schema that does not compile, at the schema', async () => {
    const flow = structuredClone(realSteps);
    address(flow).properties.zip.pattern = '(';
    const found = await diagnosticsFor(flow);
    expect(found).toEqual([
      expect.objectContaining({
        pointer: '/steps/0/schema',
        message: expect.stringContaining('is not a usable step schema'),
      }),
    ]);
  });
});

describe('unwordedKeywords', () => {
  it.each([
    [
      'a string message covers everything below',
      { type: 'object', properties: { a: { type: 'string', minLength: 2 } }, errorMessage: 'x' },
      [],
    ],
    [
      'errorMessage.properties covers a property',
      { type: 'object', properties: { a: { type: 'string' } }, errorMessage: { properties: { a: 'x' } } },
      [],
    ],
    [
      '_ covers the rest',
      { type: 'object', properties: { a: { type: 'string', pattern: 'a', errorMessage: { _: 'x' } } } },
      [],
    ],
    [
      'then needs its own words',
      { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } },
      ['/then/required'],
    ],
    ['not needs words', { type: 'object', properties: { a: { not: { const: 1 } } } }, ['/properties/a/not']],
    [
      'anyOf is refused',
      { type: 'object', properties: { a: { anyOf: [{ const: 1 }], errorMessage: 'x' } } },
      ['/properties/a/anyOf'],
    ],
  ])('%s', (_name, schema, pointers) => {
    expect(unwordedKeywords(schema).map((p) => p.pointer)).toEqual(pointers);
  });
});
