import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { applicationScreensCheck } from './application-screens';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const doc = (file: string, value: Json) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

const SSN_FORM = {
  schema: {
    type: 'object',
    required: ['ssn'],
    properties: { ssn: { type: 'string', pattern: '^\\d{9}$', errorMessage: 'Nine digits' } },
    errorMessage: { required: { ssn: 'Required' } },
  },
  uiSchema: { ssn: { 'ui:title': 'SSN', 'ui:widget': 'text', 'ui:autocomplete': 'off' } },
};

async function problems(screens: Json, more: Json[] = []): Promise<string[]> {
  const flowFiles = [
    doc('flows/application/screens/test.json', { screens }),
    ...more.map((m, i) => doc(`flows/application/screens/more-${i}.json`, { screens: m })),
  ];
  const found = await applicationScreensCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() });
  return found.map(formatDiagnostic);
}

const GOOD = {
  'credit/social': { kind: 'form', stage: 'INITIAL', title: 'SSN', form: SSN_FORM, task: 'confirm-ssn' },
  liens: { kind: 'widget', stage: 'MORE_INFO', title: 'Liens', widget: 'liens' },
  complete: { kind: 'info', stage: 'COMPLETE', title: 'Done', intro: ['Loan {loanNumber}'] },
};

describe('application screens check', () => {
  it('passes complete definitions', async () => expect(await problems(GOOD)).toEqual([]));

  it('names a screen defined twice, in the later file', async () => {
    expect(await problems(GOOD, [{ complete: GOOD.complete }])).toEqual([
      expect.stringMatching(
        /^flows\/application\/screens\/more-0\.json:\d+:\d+  \/screens\/complete  "complete" is already defined in flows\/application\/screens\/test\.json$/,
      ),
    ]);
  });

  it('names an unknown widget key', async () => {
    expect(await problems({ ...GOOD, liens: { ...GOOD.liens, widget: 'lienz' } })).toEqual([
      expect.stringMatching(
        /\/screens\/liens\/widget  "lienz" is not a registered widget: no src\/features\/application\/widgets\/lienz\/lienz\.tsx/,
      ),
    ]);
  });

  it('names a prefill entry that is not a field of the form', async () => {
    const form = { ...SSN_FORM, prefill: { '/ssn': '/profile/ssn', '/sn': '/profile/ssn' } };
    expect(await problems({ ...GOOD, 'credit/social': { ...GOOD['credit/social'], form } })).toEqual([
      expect.stringMatching(
        /\/screens\/credit~1social\/form\/prefill\/~1sn  "\/sn" is not a field of this form \(did you mean "\/ssn"\?\)/,
      ),
    ]);
  });

  it('names an unknown intro placeholder', async () => {
    expect(await problems({ ...GOOD, complete: { ...GOOD.complete, intro: ['Loan {loanNumbr}'] } })).toEqual([
      expect.stringMatching(
        /\/screens\/complete\/intro\/0  \{loanNumbr\} is not a value the app fills \(did you mean "loanNumber"\?\)/,
      ),
    ]);
  });

  it('names a form field without words and an unknown form widget', async () => {
    const form = structuredClone(SSN_FORM) as Json;
    delete form.schema.properties.ssn.errorMessage;
    delete form.schema.errorMessage;
    form.uiSchema.ssn['ui:widget'] = 'texty';
    const found = await problems({ ...GOOD, 'credit/social': { ...GOOD['credit/social'], form } });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/screens/credit~1social/form/uiSchema/ssn/ui:widget  "texty" is not a form widget'),
        expect.stringContaining(
          '/screens/credit~1social/form/schema/properties/ssn  field "/ssn" has no words for a failure',
        ),
        expect.stringContaining(
          '/screens/credit~1social/form/schema/required  required field "/ssn" has no words for when it is empty',
        ),
      ]),
    );
    expect(found).toHaveLength(3);
  });

  it('names a form schema ajv cannot compile', async () => {
    const form = { ...SSN_FORM, schema: { ...SSN_FORM.schema, minLenght: 2 } };
    expect(await problems({ ...GOOD, 'credit/social': { ...GOOD['credit/social'], form } })).toEqual([
      expect.stringMatching(
        /\/screens\/credit~1social\/form\/schema  is not a usable form schema for "credit\/social": strict mode: unknown keyword: "minLenght"/,
      ),
    ]);
  });
});
