import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import spec from '@flows/prefill/user-data-param.json';
import { applyValues, decodeUserDataParam, encodeUserDataParam, type UserDataSpec } from './user-data-param';

const s = spec as unknown as UserDataSpec;
const q = (value: Record<string, unknown>, name = 'userData') => `?${name}=${encodeUserDataParam(value)}`;

describe('decodeUserDataParam', () => {
  it('decodes every documented key into its field', () => {
    const result = decodeUserDataParam(
      q({
        i: 85000,
        oi: 0,
        et: 'FULL_TIME',
        ps1: '12 Oak St',
        pc: 'Austin',
        pst: 'tx',
        pz: '78701',
        po: 'HOME',
        fs: 0,
        fn: 'Ana',
        ln: 'Lopez',
        sx: 'jr',
        d: '1980-02-29',
      }),
      s,
    );
    expect(result).toEqual({
      ok: true,
      dropped: [],
      values: [
        { field: '/income/income', value: 85000 },
        { field: '/income/otherIncome', value: 0 },
        { field: '/income/employmentType', value: 'FULL_TIME' },
        { field: '/propertyAddress/street1', value: '12 Oak St' },
        { field: '/propertyAddress/city', value: 'Austin' },
        { field: '/propertyAddress/state', value: 'TX' },
        { field: '/propertyAddress/zip', value: '78701' },
        { field: '/propertyAddress/occupancyType', value: 'HOME' },
        { field: '/isListedForSale', value: false },
        { field: '/name/firstName', value: 'Ana' },
        { field: '/name/lastName', value: 'Lopez' },
        { field: '/name/suffix', value: 'Jr' },
        { field: '/dob', value: '1980-02-29' },
      ],
    });
  });

  it('accepts the state parameter too', () => {
    expect(decodeUserDataParam(q({ i: 1 }, 'state'), s)).toMatchObject({
      ok: true,
      values: [{ field: '/income/income', value: 1 }],
    });
  });

  it.each([
    ['userData is not base64url', '?userData=%%%'],
    ['userData is not JSON', `?userData=${btoa('not json')}`],
    ['userData is not an object', `?userData=${btoa('[1,2]')}`],
    ['userData is longer than 2048 characters', `?userData=${'a'.repeat(3000)}`],
  ])('refuses the link: %s', (reason, search) => {
    expect(decodeUserDataParam(search, s)).toEqual({ ok: false, reason });
  });

  it('drops unknown keys and values that fail their check', () => {
    expect(decodeUserDataParam(q({ i: -5, pst: 'ZZ', pz: '123', po: 'CASTLE', x: 1, fn: '<b>' }), s)).toEqual({
      ok: true,
      values: [],
      dropped: ['i', 'pst', 'pz', 'po', 'x', 'fn'],
    });
  });

  it('holds numbers to the numeric check: a number, not NaN, within the key bounds', () => {
    expect(decodeUserDataParam(q({ i: 10_000_000, oi: '5' }), s)).toEqual({
      ok: true,
      values: [],
      dropped: ['i', 'oi'],
    });
    const bigger = `?userData=${btoa('{"i":1e400}').replace(/=+$/, '')}`;
    expect(decodeUserDataParam(bigger, s)).toEqual({ ok: true, values: [], dropped: ['i'] });
  });

  it('returns null without the parameter', () => expect(decodeUserDataParam('?org=X', s)).toBeNull());

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = decodeUserDataParam(`?userData=${encodeURIComponent(text)}`, s);
        expect(result === null || typeof result.ok === 'boolean').toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
        (value) => {
          const search = q(value);
          const result = decodeUserDataParam(search, s);
          // Any object within the length limit decodes; bad entries are dropped, not fatal.
          if (search.length - '?userData='.length <= s.maxEncodedLength) expect(result?.ok).toBe(true);
          else expect(result).toMatchObject({ ok: false });
        },
      ),
    );
  });
});

describe('applyValues', () => {
  it('never overwrites an answer, and skips blank values', () => {
    expect(
      applyValues({ name: { firstName: 'Ana' } }, [
        { field: '/name/firstName', value: 'Bo' },
        { field: '/name/lastName', value: '' },
        { field: '/dob', value: null },
      ]),
    ).toEqual({ name: { firstName: 'Ana' } });
  });

  it('writes values at their pointers without touching the input', () => {
    const data = { propertyAddress: { street1: 'old' } };
    expect(
      applyValues(data, [
        { field: '/propertyAddress/city', value: 'Reno' },
        { field: '/income/income', value: 5 },
      ]),
    ).toEqual({
      propertyAddress: { street1: 'old', city: 'Reno' },
      income: { income: 5 },
    });
    expect(data).toEqual({ propertyAddress: { street1: 'old' } });
  });
});
