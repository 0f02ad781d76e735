import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ErrorObject } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionRefs } from '../../src/core/registration/condition-ids';
import { matchCondition, type RouteCondition } from '../../src/core/status/match-condition';
import type { RegistrationSteps } from '../../src/generated/types/registration-steps';
import featureFlags from '../../flows/feature-flags.json';
import registrationData from '../../schemas/registration-data.schema.json';
import { parseJsonDocument } from '../lib/json-document';
import { readRealFlow } from '../lib/test-support/fixture-project';
import { isPlainObject } from '../lib/schema-registry';
import { emitRegistration } from './emit-registration';
import { writeOutputFiles } from './output-files';
import { createRegistrationAjv, REGISTRATION_STEPS_FILE } from './registration-ajv';

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
type Json = Record<string, unknown>;

/**
 * fast-check inputs for the registration validators: values shaped like a step's schema, mixing
 * the values the flow names (enums, consts) with ones the form and prefill sources really send
 * and plain noise, so both passing and failing branches of every keyword are exercised.
 */
const REALISTIC = [
  '',
  ' ',
  'CA',
  'NY',
  'HI',
  'AL',
  'XX',
  'C',
  'CAL',
  '95112',
  '9511',
  '90265',
  '(415) 555-0100',
  '(141) 555-0100',
  '(415) 555-010',
  'ada@example.com',
  'ada@',
  '12/10/1985',
  '1985-12-10',
  '02/30/1990',
  'Ada',
  'A',
  'Ad4',
  "Mary-Jo O'Neil.",
  'Main',
  '12 Main Street',
  'Correct-Horse1!',
  'UNEMPLOYED',
  'N/A',
  'Esq',
];

function samples(schema: Record<string, unknown>): unknown[] {
  const own = [...(Array.isArray(schema.enum) ? schema.enum : []), ...('const' in schema ? [schema.const] : [])];
  return own.length > 0 ? own : [null];
}

const noise = fc.oneof(
  fc.constantFrom(...REALISTIC),
  fc.string({ maxLength: 16 }),
  fc.integer({ min: -10, max: 20_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** The values conditions test, by property path ('data.propertyAddress.state', 'flags.x.enabled'). */
type TestedValues = ReadonlyMap<string, readonly unknown[]>;

/**
 * Collects every const and enum value the conditions compare a property with. A context draws a
 * property's tested values often: drawn uniformly from a state list, the one state a condition
 * names (with a flag and a brand setting beside it) came up too rarely to be met in every run.
 */
function testedValues(schemas: readonly unknown[]): TestedValues {
  const found = new Map<string, unknown[]>();
  const add = (at: string, value: unknown) => {
    const list = found.get(at) ?? [];
    if (!list.some((v) => JSON.stringify(v) === JSON.stringify(value))) list.push(value);
    found.set(at, list);
  };
  const walk = (schema: unknown, at: string): void => {
    if (!isPlainObject(schema)) return;
    if ('const' in schema) add(at, schema.const);
    if (Array.isArray(schema.enum)) for (const value of schema.enum) add(at, value);
    if (isPlainObject(schema.properties))
      for (const [key, sub] of Object.entries(schema.properties)) walk(sub, at ? `${at}.${key}` : key);
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(schema[key])) for (const sub of schema[key] as unknown[]) walk(sub, at);
    for (const key of ['not', 'if', 'then', 'else']) walk(schema[key], at);
    for (const key of ['items', 'contains']) walk(schema[key], `${at}[]`);
  };
  for (const schema of schemas) walk(schema, '');
  return found;
}

/**
 * A value for a (sub)schema at a property path: objects become records of their properties, each
 * present or not; a property a condition tests is often given one of the values it tests for.
 */
function valueFor(schema: unknown, at = '', tested: TestedValues = new Map()): fc.Arbitrary<unknown> {
  const pool = tested.get(at);
  const drawn = ((): fc.Arbitrary<unknown> => {
    if (!isPlainObject(schema)) return noise;
    if (schema.type === 'object' && isPlainObject(schema.properties)) {
      const fields = Object.fromEntries(
        Object.entries(schema.properties).map(([k, s]) => [k, valueFor(s, `${at}.${k}`, tested)]),
      );
      return fc.oneof(
        { weight: 9, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        { weight: 1, arbitrary: noise },
      );
    }
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...samples(schema)) }, { weight: 3, arbitrary: noise });
  })();
  return pool ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: drawn }) : drawn;
}

/** Registration data for a step schema: always an object at the root, as the core passes it. */
function stepDataFor(schema: Record<string, unknown>, tested?: TestedValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties as Record<string, unknown>).map(([k, s]) => [k, valueFor(s, `data.${k}`, tested)]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/**
 * A registration context with the values conditions test for (occupancy, states, flags, modes);
 * the flags a condition reads are each set or not, the others drawn at random.
 */
function contextFor(stepSchemas: Record<string, unknown>[], conditions: readonly unknown[]): fc.Arbitrary<Json> {
  const tested = testedValues(conditions);
  const asked = Object.assign({}, ...stepSchemas.map((s) => s.properties as Record<string, unknown>));
  // The markers no step asks for (prefill's hasSaleStatusBeenSet, ...), which conditions read too.
  const markers = Object.entries(registrationData.properties).filter(
    ([key, field]) => !(key in asked) && (field as { type?: unknown }).type === 'boolean',
  );
  const dataFields = { ...Object.fromEntries(markers), ...asked };
  const flagKeys = featureFlags.flags.map((f) => f.key);
  const testedFlags = flagKeys.filter((key) => tested.has(`flags.${key}.enabled`));
  const flag = fc.record({ enabled: fc.boolean() });
  return fc.record({
    data: stepDataFor({ type: 'object', properties: dataFields }, tested),
    brand: fc.record(
      {
        orgCode: fc.constant('TEST_BANK'),
        forSaleWindowMonths: fc.integer({ min: 1, max: 24 }),
        stateRestrictions: fc.record(
          {
            newYork: fc.record({ site: fc.constantFrom('none', 'non-ny-site', 'ny-site') }),
            hawaii: fc.constantFrom(
              { refer: true, partnerName: 'Partner', partnerUrl: 'https://partner.example' },
              { refer: false },
            ),
            regulatorReview: fc.subarray(['NY', 'NJ']),
          },
          { requiredKeys: ['newYork', 'hawaii', 'regulatorReview'] },
        ),
      },
      { requiredKeys: ['orgCode', 'stateRestrictions'] },
    ),
    flags: fc
      .tuple(
        fc.dictionary(fc.constantFrom(...flagKeys), flag),
        fc.record(Object.fromEntries(testedFlags.map((key) => [key, flag])), { requiredKeys: [] }),
      )
      .map(([others, read]) => ({ ...others, ...read })),
    authMode: fc.constantFrom('password', 'identity-provider'),
    environment: fc.constantFrom('production', 'non-production'),
    today: fc.constant('2026-01-15'),
    licensedStates: fc.option(fc.subarray(['CA', 'NY', 'TX']), { nil: null }),
    signedIn: fc.boolean(),
    product: fc.constantFrom('heloc', 'heloc-62-interest-only', 'dscr', 'heloc-crypto-backed'),
  });
}

// Inlined, as generate reads it (its $refs name flows/shared/defs.json).
const stepsText = `${JSON.stringify(await readRealFlow(REGISTRATION_STEPS_FILE), null, 2)}\n`;
const flow = JSON.parse(stepsText) as RegistrationSteps;
let outDir: string;
let emitted: { path: string; contents: string }[];
let steps: Record<string, Validator>;

/** Emits the registration validators for a steps.json text into a fresh folder and imports them. */
async function emitAndImport(text: string, dir: string) {
  const doc = parseJsonDocument(REGISTRATION_STEPS_FILE, path.join(dir, 'steps.json'), text);
  const files = (await emitRegistration([doc])) as { path: string; contents: string }[];
  await writeOutputFiles(dir, files);
  const load = async (name: string) =>
    (await import(pathToFileURL(path.join(dir, 'registration', name)).href)) as Record<string, Validator>;
  return { files, steps: await load('steps.js') };
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-registration-'));
  ({ files: emitted, steps } = await emitAndImport(stepsText, outDir));
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

const errorShape = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => ({
    keyword: e.keyword,
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    message: e.message,
  }));

describe('emitRegistration', () => {
  it('writes validators, declarations and a typed index', () => {
    expect(emitted.map((f) => f.path).sort()).toEqual(
      ['index.ts', 'step-validators.ts', 'steps.d.ts', 'steps.js'].map((f) => `registration/${f}`),
    );
    const index = emitted.find((f) => f.path === 'registration/index.ts')!.contents;
    // The step validators are a chunk of their own, loaded by the index on demand.
    const stepValidators = emitted.find((f) => f.path === 'registration/step-validators.ts')!.contents;
    for (const step of flow.steps) expect(stepValidators).toContain(`${JSON.stringify(step.key)}: steps.`);
    expect(index).toContain("import('./step-validators')");
    expect(index).not.toContain("from './steps'");
    // Conditions are not compiled: the core's interpreter reads them (checked against ajv below).
    expect(index).not.toContain('condition');
  });

  it('ships code that never compiles at run time', () => {
    for (const f of emitted) expect(f.contents).not.toMatch(/\brequire\s*\(|new Function|\beval\s*\(/);
    expect(
      emitted.every((f) =>
        f.contents.startsWith('// Generated by scripts/generate.ts from flows/registration/steps.json. Do not edit.\n'),
      ),
    ).toBe(true);
  });

  it('writes nothing for a project without registration steps', async () => {
    expect(await emitRegistration([])).toEqual([]);
  });
});

describe('precompiled validators and the condition interpreter agree with a run-time compile of the same schemas', () => {
  it.each(flow.steps.map((s, i) => [s.key, i] as const))('step %s', (key, i) => {
    const schema = flow.steps[i]!.schema as Json;
    const runtime = createRegistrationAjv().compile(schema);
    const precompiled = steps[`step${i}`]!;
    fc.assert(
      fc.property(stepDataFor(schema), (data) => {
        expect(precompiled(data)).toBe(runtime(data));
        expect(errorShape(precompiled.errors)).toEqual(errorShape(runtime.errors));
        // Every error carries the flow's words: ajv-errors replaced the keyword's own.
        for (const e of precompiled.errors ?? []) expect(['errorMessage', 'if']).toContain(e.keyword);
      }),
      { numRuns: 400 },
    );
  });

  it('the condition interpreter reads every condition as ajv does, on generated contexts, and each both matches and fails somewhere', () => {
    const refs = conditionRefs(flow);
    const runtime = refs.map((r) => createRegistrationAjv().compile(r.schema));
    const seen = refs.map(() => new Set<boolean>());
    fc.assert(
      fc.property(
        contextFor(
          flow.steps.map((s) => s.schema as Json),
          refs.map((r) => r.schema),
        ),
        (ctx) => {
          refs.forEach((ref, i) => {
            const result = matchCondition(ref.schema as RouteCondition, ctx);
            expect(result, ref.id).toBe(runtime[i]!(ctx));
            seen[i]!.add(result);
          });
        },
      ),
      { numRuns: 3000 },
    );
    expect(refs.filter((_, i) => seen[i]!.size < 2).map((r) => r.id)).toEqual([]);
  });
});

describe('a message edited in steps.json', () => {
  it('reaches the borrower after the next generate', async () => {
    const edited = JSON.parse(stepsText) as RegistrationSteps;
    const step = edited.steps.findIndex((s) => s.key === 'phone-and-email');
    const schema = edited.steps[step]!.schema as unknown as { errorMessage: { required: Record<string, string> } };
    schema.errorMessage.required.email = 'Tell us your email, please';
    const dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-registration-edit-'));
    try {
      const again = await emitAndImport(`${JSON.stringify(edited, null, 2)}\n`, dir);
      const validate = again.steps[`step${step}`]!;
      expect(validate({ phoneNumber: '(415) 555-0100' })).toBe(false);
      expect(validate.errors?.map((e) => e.message)).toEqual(['Tell us your email, please']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
