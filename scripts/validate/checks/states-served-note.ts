import type { Diagnostic } from '../diagnostic';
import { brandLabel, field, reporter, type ProjectCheck } from './check';

/** Which manifest `products` switch offers the product a note names. */
const PRODUCT_SWITCH: Record<string, string> = { heloc: 'heloc', dscr: 'dscr' };

/**
 * The states-served note is one brand's (platform-services section 3, Footer: 'For one brand's
 * DSCR product the text adds 'with more states to come''): a second brand carrying one is
 * refused, each naming the others, and the note's product must be one its brand offers, or no
 * page of that brand would ever show it.
 */
export const statesServedNoteCheck: ProjectCheck = {
  run({ brands }) {
    const carriers = brands.filter((b) => field(b.manifest, 'footer', 'statesServedNote') !== undefined);
    const several = carriers.length > 1;
    const out: Diagnostic[] = [];
    for (const brand of carriers) {
      const report = reporter(brand.doc, out);
      const others = carriers.filter((b) => b !== brand).map(brandLabel);
      if (several)
        report(
          '/footer/statesServedNote',
          `is also set by ${others.join(', ')}; the spec gives the states-served note to one brand only (platform-services, Footer)`,
        );
      const product = field(brand.manifest, 'footer', 'statesServedNote', 'product');
      const offered = typeof product === 'string' ? PRODUCT_SWITCH[product] : undefined;
      if (offered && field(brand.manifest, 'products', offered) !== true)
        report(
          '/footer/statesServedNote/product',
          `"${String(product)}" is not offered by this brand (products.${offered} is not true), so no page would show the note`,
        );
    }
    return out;
  },
};
