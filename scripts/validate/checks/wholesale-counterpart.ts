import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { stringField, type ProjectCheck } from './check';

const POINTER = '/wholesaleCounterpartOrg';

/** A borrower with an active wholesale application is sent to that brand's login: it must exist and be a wholesale brand. */
export const wholesaleCounterpartCheck: ProjectCheck = {
  name: 'wholesale counterpart',
  run({ brands }) {
    const byOrg = new Map(brands.map((b) => [stringField(b.manifest, 'orgCode') ?? b.folder, b]));
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      const counterpart = stringField(brand.manifest, 'wholesaleCounterpartOrg');
      if (counterpart === undefined) continue;
      const other = byOrg.get(counterpart);
      if (!other) {
        diagnostics.push(diagnosticAt(brand.doc, POINTER, `names "${counterpart}", but no brand has that org code`));
      } else if (!other.doc.syntaxError && stringField(other.manifest, 'kind') !== 'wholesale') {
        diagnostics.push(diagnosticAt(brand.doc, POINTER, `names "${counterpart}", which is not a wholesale brand`));
      }
    }
    return diagnostics;
  },
};
