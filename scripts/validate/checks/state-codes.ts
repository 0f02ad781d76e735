import { isUsStateCode } from '../../../src/core/geo/us-states';
import { childPointer } from '../../../src/core/json-pointer';
import { eachBrand, stringField, stringItems } from './check';

const notAState = (code: string) => `"${code}" is not a US state code (one of the 50 states or DC, like "CA")`;

/** The schema only checks "two capital letters"; this catches "XX" and territories we do not lend in. */
export const stateCodesCheck = eachBrand((brand, report) => {
  for (const list of ['statesServed', 'stateRestrictions/regulatorReview']) {
    for (const [index, code] of stringItems(brand.manifest, ...list.split('/'))) {
      if (!isUsStateCode(code)) report(childPointer(`/${list}`, index), notAState(code));
    }
  }
  const state = stringField(brand.manifest, 'company', 'address', 'state');
  if (state !== undefined && !isUsStateCode(state)) report('/company/address/state', notAState(state));
});
