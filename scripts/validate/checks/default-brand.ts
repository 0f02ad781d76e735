import { fileDiagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import type { LoadedBrand } from '../load-project';
import { brandLabel, field, type ProjectCheck } from './check';

/**
 * The Hawaii modal is the main brand's rule (borrower-journey.md section 5: 'Hawaii (HI) for the
 * main brand'): the default brand must refer Hawaii properties to a partner. Other lenders say
 * refer true or false in their own manifest (the schema requires it).
 */
function hawaiiRule(brand: LoadedBrand) {
  const refer = field(brand.manifest, 'stateRestrictions', 'hawaii', 'refer');
  if (refer !== false) return [];
  return [
    diagnosticAt(
      brand.doc,
      '/stateRestrictions/hawaii/refer',
      'the default brand is the main brand, whose rule is the Hawaii modal: set "refer": true with the partnerName and partnerUrl it sends Hawaii properties to',
    ),
  ];
}

/** Exactly one brand answers requests that name no lender (no ?org=, unknown host). */
export const defaultBrandCheck: ProjectCheck = {
  run({ brands }) {
    // No brand at all (a wrong project folder, an empty brands/): nothing to serve.
    if (brands.length === 0) {
      const message =
        'no brand folders: brands/ must hold at least one brand (brands/<ORG_CODE>/manifest.json), one of them the default';
      return [fileDiagnostic('brands/', message)];
    }
    const defaults = brands.filter((b) => field(b.manifest, 'isDefault') === true);
    if (defaults.length === 0) {
      // A manifest that is not valid JSON may well be the default; its syntax error says enough.
      if (brands.some((b) => b.doc.syntaxError)) return [];
      const message = `none of the ${brands.length} brands sets "isDefault": true; exactly one must, for requests that name no lender`;
      return [diagnosticAt(brands[0]!.doc, '', message)];
    }
    if (defaults.length === 1) return hawaiiRule(defaults[0]!);
    return defaults.map((brand) => {
      const others = defaults
        .filter((b) => b !== brand)
        .map(brandLabel)
        .join(', ');
      return diagnosticAt(
        brand.doc,
        '/isDefault',
        `"isDefault": true is also set by ${others}; exactly one brand may be the default`,
      );
    });
  },
};
