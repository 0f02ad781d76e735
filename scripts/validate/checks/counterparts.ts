import type { LoadedBrand } from '../load-project';
import { brandLabel, eachBrand, stringField, type CheckContext, type Report } from './check';

const NEW_YORK = '/stateRestrictions/newYork/counterpartOrg';
const WHOLESALE = '/wholesaleCounterpartOrg';
const OPPOSITE: Record<string, string> = { 'non-ny-site': 'ny-site', 'ny-site': 'non-ny-site' };

/**
 * The brand an org code names, reported at `pointer` when there is none; undefined too when its
 * manifest does not parse, as its syntax error says enough.
 */
function counterpart(name: string, { brands }: CheckContext, pointer: string, report: Report): LoadedBrand | undefined {
  // Fall back to the folder name, so a counterpart whose manifest does not parse still counts as existing.
  const other = brands.findLast((b) => (stringField(b.manifest, 'orgCode') ?? b.folder) === name);
  if (!other) report(pointer, `names "${name}", but no brand has that org code`);
  return other?.doc.syntaxError ? undefined : other;
}

/** A New York split only works when both sites know each other; otherwise a borrower is sent nowhere. */
export const newYorkCounterpartCheck = eachBrand((brand, report, context) => {
  const site = stringField(brand.manifest, 'stateRestrictions', 'newYork', 'site');
  const name = stringField(brand.manifest, 'stateRestrictions', 'newYork', 'counterpartOrg');
  if (site === undefined || !(site in OPPOSITE) || name === undefined) return;
  const other = counterpart(name, context, NEW_YORK, report);
  if (!other) return;
  const orgCode = stringField(brand.manifest, 'orgCode');
  const otherSite = stringField(other.manifest, 'stateRestrictions', 'newYork', 'site');
  const otherCounterpart = stringField(other.manifest, 'stateRestrictions', 'newYork', 'counterpartOrg');
  if (otherSite !== OPPOSITE[site] || otherCounterpart !== orgCode) {
    const expected = `{"site": "${OPPOSITE[site]}", "counterpartOrg": "${orgCode}"}`;
    report(NEW_YORK, `${brandLabel(other)} does not point back: its stateRestrictions.newYork must be ${expected}`);
  }
});

/** A borrower with an active wholesale application is sent to that brand's login: it must exist and be a wholesale brand. */
export const wholesaleCounterpartCheck = eachBrand((brand, report, context) => {
  const name = stringField(brand.manifest, 'wholesaleCounterpartOrg');
  if (name === undefined) return;
  const other = counterpart(name, context, WHOLESALE, report);
  if (other && stringField(other.manifest, 'kind') !== 'wholesale')
    report(WHOLESALE, `names "${name}", which is not a wholesale brand`);
});
