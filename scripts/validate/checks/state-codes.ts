import { isUsStateCode } from '../../../src/core/geo/us-states';
import { childPointer } from '../../../src/core/json-pointer';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { stringField, stringItems, type ProjectCheck } from './check';

/** The schema only checks "two capital letters"; this catches "XX" and territories we do not lend in. */
export const stateCodesCheck: ProjectCheck = {
  name: 'state codes',
  run({ brands }) {
    const diagnostics: Diagnostic[] = [];
    const notAState = (code: string) => `"${code}" is not a US state code (one of the 50 states or DC, like "CA")`;
    for (const brand of brands) {
      for (const list of ['statesServed', 'stateRestrictions/regulatorReview']) {
        const path = list.split('/');
        for (const [index, code] of stringItems(brand.manifest, ...path)) {
          if (!isUsStateCode(code))
            diagnostics.push(diagnosticAt(brand.doc, childPointer(`/${list}`, index), notAState(code)));
        }
      }
      const state = stringField(brand.manifest, 'company', 'address', 'state');
      if (state !== undefined && !isUsStateCode(state)) {
        diagnostics.push(diagnosticAt(brand.doc, '/company/address/state', notAState(state)));
      }
    }
    return diagnostics;
  },
};
