import { describe, expect, it } from 'vitest';
import { fillTemplate, templateKeys } from './template';

describe('fillTemplate', () => {
  it('fills placeholders', () =>
    expect(fillTemplate('Call {phone} or {email}.', { phone: '1', email: 'a@b' })).toBe('Call 1 or a@b.'));
  it('fills numbers', () =>
    expect(fillTemplate('in the last {months} months', { months: 6 })).toBe('in the last 6 months'));
  it('rejects an unknown placeholder', () =>
    expect(() => fillTemplate('Hi {nme}', { name: 'x' })).toThrow('Unknown placeholder {nme}'));
  it.each([
    ['an empty value', ''],
    ['a blank value', '  '],
    ['an undefined value', undefined],
  ])('rejects %s rather than leave a hole in the sentence', (_name, months) =>
    expect(() => fillTemplate('in the last {months} months?', { months })).toThrow('No value for placeholder {months}'),
  );
  it.each([
    [
      'a legal name ending in a period before the period',
      '© 2026 {legalName}. All rights reserved.',
      '© 2026 Granite Trust Bank, N.A. All rights reserved.',
    ],
    ['a legal name ending in a period at the end', 'Operated by {legalName}.', 'Operated by Granite Trust Bank, N.A.'],
    ['a legal name ending in a period mid-sentence', '{legalName}, NMLS ID #1', 'Granite Trust Bank, N.A., NMLS ID #1'],
  ])('lets %s stand for the template period', (_name, template, expected) =>
    expect(fillTemplate(template, { legalName: 'Granite Trust Bank, N.A.' })).toBe(expected),
  );
  it('keeps the template period after a value without one', () =>
    expect(fillTemplate('© 2026 {legalName}. All rights reserved.', { legalName: 'Cedar Valley FCU' })).toBe(
      '© 2026 Cedar Valley FCU. All rights reserved.',
    ));
  it('lists keys', () => expect(templateKeys('{a} and {b1}')).toEqual(['a', 'b1']));
});
