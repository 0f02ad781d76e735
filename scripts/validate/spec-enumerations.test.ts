import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/test-support/fixture-project';

const schema = (name: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/api', `${name}.schema.json`), 'utf8')) as {
    enum?: string[];
    required?: string[];
  };

// borrower-journey.md section 3, Enumerations, word for word.
describe('the spec enumerations have their schema', () => {
  it.each([
    ['ownership-type', ['SOLE', 'JOINT', 'TRUST']],
    ['verification-status', ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW']],
    ['bypass-status', ['WAITING', 'BYPASS', 'NO_BYPASS']],
  ])('%s', (name, values) => expect(schema(name).enum).toEqual(values));

  it('phone country entry: country, countryCode, callingCode, flagPosition', () =>
    expect(schema('phone-country').required).toEqual(['country', 'countryCode', 'callingCode', 'flagPosition']));
});
