import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ErrorObject } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionRefs } from '../../src/core/registration/condition-ids';
import type { RegistrationSteps } from '../../src/generated/types/registration-steps';
import featureFlags from '../../flows/feature-flags.json';
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

/** A value for a (sub)schema: objects become records of their properties, each present or not. */
function valueFor(schema: unknown): fc.Arbitrary<unknown> {
  if (!isPlainObject(schema)) return noise;
  if (schema.type === 'object' && isPlainObject(schema.properties)) {
    const fields = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, valueFor(s)]));
    return fc.oneof({ weight: 9, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: noise });
  }
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...samples(schema)) }, { weight: 3, arbitrary: noise });
}

/** Registration data for a step schema: always an object at the root, as the core passes it. */
function stepDataFor(schema: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties as Record<string, unknown>).map(([k, s]) => [k, valueFor(s)]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/** A registration context with the values conditions test for (occupancy, states, flags, modes). */
function contextFor(stepSchemas: Record<string, unknown>[]): fc.Arbitrary<Record<string, unknown>> {
  const dataFields = Object.assign({}, ...stepSchemas.map((s) => s.properties as Record<string, unknown>));
  const flagKeys = featureFlags.flags.map((f) => f.key);
  return fc.record({
    data: stepDataFor({ type: 'object', properties: dataFields }),
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
    flags: fc.dictionary(fc.constantFrom(...flagKeys), fc.record({ enabled: fc.boolean() })),
    authMode: fc.constantFrom('password', 'identity-provider'),
    environment: fc.constantFrom('production', 'non-production'),
    today: fc.constant('2026-01-15'),
    licensedStates: fc.option(fc.subarray(['CA', 'NY', 'TX']), { nil: null }),
    signedIn: fc.boolean(),
    product: fc.constantFrom('heloc', 'heloc-62-interest-only', 'dscr'),
  });
}

// Inlined, as generate reads it (its $refs name flows/shared/defs.json).
const stepsText = `${JSON.stringify(await readRealFlow(REGISTRATION_STEPS_FILE), null, 2)}\n`;
const flow = JSON.parse(stepsText) as RegistrationSteps;
let outDir: string;
let emitted: { path: string; contents: string }[];
let steps: Record<string, Validator>;
let conditions: Record<string, Validator>;

/** Emits the registration validators for a steps.json text into a fresh folder and imports them. */
async function emitAndImport(text: string, dir: string) {
  const doc = parseJsonDocument(REGISTRATION_STEPS_FILE, path.join(dir, 'steps.json'), text);
  const files = (await emitRegistration([doc])) as { path: string; contents: string }[];
  await writeOutputFiles(dir, files);
  const load = async (name: string) =>
    (await import(pathToFileURL(path.join(dir, 'registration', name)).href)) as Record<string, Validator>;
  return { files, steps: await load('steps.js'), conditions: await load('conditions.js') };
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-registration-'));
  ({ files: emitted, steps, conditions } = await emitAndImport(stepsText, outDir));
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
      ['conditions.d.ts', 'conditions.js', 'index.ts', 'step-validators.ts', 'steps.d.ts', 'steps.js'].map(
        (f) => `registration/${f}`,
      ),
    );
    const index = emitted.find((f) => f.path === 'registration/index.ts')!.contents;
    // The step validators are a chunk of their own, loaded by the index on demand.
    const stepValidators = emitted.find((f) => f.path === 'registration/step-validators.ts')!.contents;
    for (const step of flow.steps) expect(stepValidators).toContain(`${JSON.stringify(step.key)}: steps.`);
    expect(index).toContain("import('./step-validators')");
    expect(index).not.toContain("from './steps'");
    for (const ref of conditionRefs(flow)) expect(index).toContain(`${JSON.stringify(ref.id)}: conditions.`);
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

describe('precompiled validators agree with a run-time compile of the same schemas', () => {
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

  it('every condition, on generated contexts, and each both matches and fails somewhere', () => {
    const refs = conditionRefs(flow);
    const runtime = refs.map((r) => createRegistrationAjv().compile(r.schema));
    const seen = refs.map(() => new Set<boolean>());
    fc.assert(
      fc.property(contextFor(flow.steps.map((s) => s.schema as Json)), (ctx) => {
        refs.forEach((ref, i) => {
          const result = conditions[`condition${i}`]!(ctx);
          expect(result, ref.id).toBe(runtime[i]!(ctx));
          seen[i]!.add(result);
        });
      }),
      { numRuns: 3000, seed: 20260115 },
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
