import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOfferSet } from './build-offers';

/** A text that speaks of variable rates and of no fixed one: untrue where a line can be fixed. */
const variableOnly = (text: string) => /\bvariable\b/i.test(text) && !/\bfixed\b/i.test(text);

async function disclaimers(orgCode: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(new URL(`../../../brands/${orgCode}/manifest.json`, import.meta.url), 'utf8'),
  ) as {
    footer: { disclaimers: string[] };
  };
  return manifest.footer.disclaimers;
}

// Issue 24: CEDAR_VALLEY_FCU's footer said its rates are variable, while the offers its borrowers
// get (from the lender back end, which this sandbox stands in for) are fixed for most terms.
describe('rate disclaimers', () => {
  it.each([
    ['Rates are variable and based on the Prime Rate plus a margin.', true],
    ['Rates may be fixed or variable. Variable rates are based on the Prime Rate plus a margin.', false],
    ['Federally insured by NCUA.', false],
  ])('"%s" speaks of variable rates only: %s', (text, expected) => expect(variableOnly(text)).toBe(expected));

  it('CEDAR_VALLEY_FCU offers fixed-rate lines and its footer does not say every rate is variable', async () => {
    const set = buildOfferSet({
      applicationUuid: '8f1c2d3e-0000-4000-8000-000000000024',
      email: 'cedar@example.com',
      totalIncome: 150_000,
      homeValue: 600_000,
      mortgageBalance: 200_000,
      occupancy: 'HOME',
      state: 'OR',
      employmentType: 'FULL_TIME',
    });
    expect(set!.offers.map((o) => o.type)).toContain('FIXED');
    expect((await disclaimers('CEDAR_VALLEY_FCU')).filter(variableOnly)).toEqual([]);
  });
});
