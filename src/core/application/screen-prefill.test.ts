import { describe, expect, it } from 'vitest';
import { loadScreen } from './screens';
import { screenPrefill } from './screen-prefill';

const profileForm = (await loadScreen('start/profile'))!.screen.form!;
const PROFILE = {
  name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: 'Jr' },
  dob: '1980-02-29',
  phoneNumbers: [{ type: 'MOBILE', number: '+14155550199' }],
};

describe('screenPrefill', () => {
  it('start/profile starts from the profile: phone and date shown as the form shows them, nulls left empty', () => {
    expect(screenPrefill(profileForm, { profile: PROFILE })).toEqual({
      name: { firstName: 'Pat', lastName: 'Doe', suffix: 'JR' },
      dob: '02/29/1980',
      phoneNumber: '(415) 555-0199',
    });
  });

  it.each([
    ['Jr', 'JR'],
    ['sr', 'SR'],
    ['IV', 'IV'],
    ['N/A', undefined],
    ['Esq', undefined],
  ])('a profile suffix %s starts the application list at %s', (suffix, shown) => {
    const { name } = screenPrefill(profileForm, { profile: { ...PROFILE, name: { ...PROFILE.name, suffix } } }) as {
      name: Record<string, unknown>;
    };
    expect(name.suffix).toBe(shown);
  });

  it('starts empty without a profile, or with a profile that has none of the fields', () => {
    expect(screenPrefill(profileForm, {})).toEqual({});
    expect(
      screenPrefill(profileForm, { profile: { name: { firstName: '', lastName: null }, dob: null, phoneNumbers: [] } }),
    ).toEqual({});
  });

  it('reads the application too, and leaves a value it cannot show as it is', () => {
    const form = {
      schema: { type: 'object', properties: { street: { type: 'string' }, since: { type: 'string' } } },
      uiSchema: { street: { 'ui:widget': 'text' }, since: { 'ui:widget': 'date' } },
      prefill: { '/street': '/application/property/street1', '/since': '/application/auditFields/createdDate' },
    };
    expect(
      screenPrefill(form, {
        application: { property: { street1: '12 Main St' }, auditFields: { createdDate: '2026-11-22T05:00:00Z' } },
      }),
    ).toEqual({
      street: '12 Main St',
      since: '2026-11-22T05:00:00Z',
    });
  });
});
