import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirstMatchingOption, hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../lib/json-document';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { emitFlows } from './emit-flows';
import type { OutputFile } from './output-files';

const check: RJSFSchema = { type: 'object', properties: { mailTo: { type: 'string' } }, required: ['mailTo'] };
const deposit: RJSFSchema = {
  type: 'object',
  properties: { routingNumber: { type: 'string' } },
  required: ['routingNumber'],
};
const rjsfForm: { schema: RJSFSchema; uiSchema: object } = {
  schema: { type: 'object', properties: { payment: { oneOf: [check, deposit] } } },
  uiSchema: {},
};
const lightForm = { schema: { type: 'object', properties: { name: { type: 'string' } } }, uiSchema: {} };

const doc = (file: string, value: unknown) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value)}\n`);

const contents = (files: OutputFile[], file: string): string => {
  const found = files.find((f) => f.path === file);
  if (!found || !('contents' in found)) throw new Error(`no ${file} written`);
  return found.contents;
};

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('emitFlows', () => {
  it('writes the status routes without their words, and the words apart in row order', async () => {
    const table = {
      rows: [
        { statuses: ['A'], route: 'a/one', label: 'Words for A' },
        { statuses: ['B'], route: 'b/two', label: 'Words for B', stage: 'SIGNING' },
      ],
      unrecognised: { route: 'error/timeout', label: 'In review' },
      polling: { waitingPrefixes: [] },
    };
    const files = await emitFlows([doc('flows/status-routes.json', table)]);
    expect(JSON.parse(contents(files, 'flows/status-routes.json'))).toEqual({
      rows: [
        { statuses: ['A'], route: 'a/one' },
        { statuses: ['B'], route: 'b/two', stage: 'SIGNING' },
      ],
      unrecognised: { route: 'error/timeout' },
      polling: { waitingPrefixes: [] },
    });
    expect(JSON.parse(contents(files, 'flows/status-labels.json'))).toEqual({
      rows: ['Words for A', 'Words for B'],
      unrecognised: 'In review',
    });
  });

  it("leaves out the file's $schema link (an editor's and the validator's, not the app's), and nothing else", async () => {
    const value = { $schema: '../../schemas/flows/x.schema.json', title: 'Pay', nested: { $schema: 'kept' } };
    const files = await emitFlows([doc('flows/forms/x.json', value)]);
    expect(JSON.parse(contents(files, 'flows/forms/x.json'))).toEqual({ title: 'Pay', nested: { $schema: 'kept' } });
  });

  it('names the engine of every form, and gives a form RJSF draws its precompiled validators, loaded on demand', async () => {
    const files = await emitFlows([doc('flows/forms/pay.json', { steps: [lightForm, rjsfForm, rjsfForm] })]);
    const flow = JSON.parse(contents(files, 'flows/forms/pay.json'));
    expect(flow.steps.map((s: { engine: string }) => s.engine)).toEqual(['light', 'rjsf', 'rjsf']);
    expect(flow.steps[0].rjsfValidators).toBeUndefined();
    const id: string = flow.steps[1].rjsfValidators;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(flow.steps[2].rjsfValidators).toBe(id); // one module for equal schemas

    const paths = files.map((f) => f.path).filter((p) => p.startsWith('rjsf-validators/'));
    expect(paths.sort()).toEqual([
      `rjsf-validators/${id}.d.ts`,
      `rjsf-validators/${id}.js`,
      'rjsf-validators/index.ts',
    ]);
    expect(contents(files, 'rjsf-validators/index.ts')).toContain(`'${id}': () => import('./${id}.js')`);

    const code = contents(files, `rjsf-validators/${id}.js`);
    expect(code).not.toMatch(/new Function|\beval\(|require\(/);
    const dir = await mkdtemp(path.join(tmpdir(), 'rjsf-validators-'));
    dirs.push(dir);
    await writeFile(path.join(dir, `${id}.mjs`), code);
    const fns = ((await import(pathToFileURL(path.join(dir, `${id}.mjs`)).href)) as { default: ValidatorFunctions })
      .default;
    // RJSF asks its validator by sub-schema; the app's validator (src/renderer/form/rjsf-validator.ts) looks functions up like this.
    const validator: ValidatorType = {
      isValid: (schema, data) => fns[hashForSchema(schema)]!(data) as boolean,
      validateFormData: () => ({ errors: [], errorSchema: {} }),
      rawValidation: () => ({ errors: [] }),
    };
    const root = rjsfForm.schema;
    // Asked the way RJSF asks when it picks the option saved answers belong to.
    expect(getFirstMatchingOption(validator, { routingNumber: '011000015' }, [check, deposit], root)).toBe(1);
    expect(getFirstMatchingOption(validator, { mailTo: '1 Main St' }, [check, deposit], root)).toBe(0);
  });

  it('writes an empty loader index when no form needs RJSF', async () => {
    const files = await emitFlows([doc('flows/forms/name.json', lightForm)]);
    expect(files.filter((f) => f.path.startsWith('rjsf-validators/')).map((f) => f.path)).toEqual([
      'rjsf-validators/index.ts',
    ]);
  });
});
