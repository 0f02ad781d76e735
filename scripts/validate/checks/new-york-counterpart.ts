import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { brandLabel, stringField, type ProjectCheck } from './check';

const OPPOSITE: Record<string, string> = { 'non-ny-site': 'ny-site', 'ny-site': 'non-ny-site' };
const POINTER = '/stateRestrictions/newYork/counterpartOrg';

/** A New York split only works when both sites know each other; otherwise a borrower is sent nowhere. */
export const newYorkCounterpartCheck: ProjectCheck = {
  name: 'New York counterpart',
  run({ brands }) {
    // Fall back to the folder name, so a counterpart whose manifest does not parse still counts as existing.
    const byOrg = new Map(brands.map((b) => [stringField(b.manifest, 'orgCode') ?? b.folder, b]));
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      const site = stringField(brand.manifest, 'stateRestrictions', 'newYork', 'site');
      const counterpart = stringField(brand.manifest, 'stateRestrictions', 'newYork', 'counterpartOrg');
      const orgCode = stringField(brand.manifest, 'orgCode');
      if (site === undefined || !(site in OPPOSITE) || counterpart === undefined) continue;
      const other = byOrg.get(counterpart);
      if (!other) {
        diagnostics.push(diagnosticAt(brand.doc, POINTER, `names "${counterpart}", but no brand has that org code`));
        continue;
      }
      if (other.doc.syntaxError) continue;
      const otherSite = stringField(other.manifest, 'stateRestrictions', 'newYork', 'site');
      const otherCounterpart = stringField(other.manifest, 'stateRestrictions', 'newYork', 'counterpartOrg');
      if (otherSite !== OPPOSITE[site] || otherCounterpart !== orgCode) {
        const expected = `{"site": "${OPPOSITE[site]}", "counterpartOrg": "${orgCode}"}`;
        const message = `${brandLabel(other)} does not point back: its stateRestrictions.newYork must be ${expected}`;
        diagnostics.push(diagnosticAt(brand.doc, POINTER, message));
      }
    }
    return diagnostics;
  },
};
