import { describe, expect, it } from 'vitest';
import { screenFormErrors, screenTaskBody } from './screen-form';
import { loadAllScreens, loadFormValidator } from './screens';

const SCREENS = await loadAllScreens();
const form = (path: string) => SCREENS[path]!.form!;

describe("screenFormErrors: the precompiled validators with the flow's words", () => {
  it.each([
    ['credit/social', 'no SSN', {}, [['/ssn', 'Please enter your Social Security number']]],
    [
      'credit/social',
      'an SSN with dashes',
      { ssn: '123-45-6789' },
      [['/ssn', 'Please enter your 9-digit Social Security number, digits only']],
    ],
    ['credit/social', 'nine digits', { ssn: '123456789' }, []],
    [
      'bpo/estimate-value',
      'a value under $50,000',
      { estimatedValue: 49999 },
      [['/estimatedValue', 'Please enter a value of at least $50,000']],
    ],
    ['bpo/estimate-value', 'a value of $350,000', { estimatedValue: 350000 }, []],
    [
      'start/hmda',
      'race alone',
      { race: 'Asian' },
      [
        ['/ethnicity', 'Please choose an answer for ethnicity'],
        ['/sex', 'Please choose an answer for sex'],
      ],
    ],
    [
      'start/contact',
      'a phone starting with 1',
      { email: 'pat@example.com', phoneNumber: '(155) 555-0100' },
      [['/phoneNumber', 'Country code 1 is not needed']],
    ],
  ])('%s, %s', async (path, _name, data, expected) => {
    const errors = screenFormErrors(path, form(path), data, 'fallback', await loadFormValidator(path));
    expect(errors.map((e) => [e.pointer, e.message])).toEqual(expected);
  });
  it("a failure without words gets the form's messages entry, then the fallback", () => {
    const failing = Object.assign(() => false, {
      errors: [{ keyword: 'enum', instancePath: '/x', schemaPath: '', params: {} }],
    });
    const base = { schema: { type: 'object' }, uiSchema: {} };
    expect(
      screenFormErrors('p', { ...base, messages: { '/x': 'Choose one' } }, {}, 'fallback', failing)[0]!.message,
    ).toBe('Choose one');
    expect(screenFormErrors('p', base, {}, 'fallback', failing)[0]!.message).toBe('fallback');
  });
  it('refuses a screen without a precompiled validator', async () => {
    await expect(loadFormValidator('nope')).rejects.toThrow('run npm run generate');
  });
});

it('screenTaskBody sends phones as +1 digits and leaves blanks out', () => {
  expect(
    screenTaskBody(form('start/contact'), { email: 'pat@example.com', phoneNumber: '(415) 555-0142', extra: '' }),
  ).toEqual({ email: 'pat@example.com', phoneNumber: '+14155550142' });
});

it.each([
  ['04/01/2019', '2019-04-01'],
  ['2019-04-01', '2019-04-01'],
])('screenTaskBody sends a start date typed as %s as %s', (typed, sent) => {
  const body = screenTaskBody(form('income/employer-verification'), {
    employerName: 'Acme',
    jobTitle: 'Engineer',
    employerPhone: '(415) 555-0111',
    startDate: typed,
  });
  expect(body).toEqual({ employerName: 'Acme', jobTitle: 'Engineer', employerPhone: '+14155550111', startDate: sent });
});

it("screenFormErrors refuses a start date the calendar lacks, in the flow's words", async () => {
  const path = 'income/employer-verification';
  const errors = screenFormErrors(
    path,
    form(path),
    { employerName: 'Acme', jobTitle: 'Engineer', employerPhone: '(415) 555-0111', startDate: '13/45/2019' },
    'x',
    await loadFormValidator(path),
  );
  expect(errors.map((e) => e.pointer)).toEqual(['/startDate']);
});
