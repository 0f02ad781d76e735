import { emailTags } from '../soft-pull/personas';

/**
 * Scenarios steer the workflow off the happy path. Chosen at create by an email tag
 * (pat+bpo@example.com; tags combine), by the property (TX needs a BPO) or by the control call
 * PUT /__sandbox/applications/{uuid} { scenario }. Listed in README.md.
 */
export const SCENARIOS = {
  bpo: 'BPO required after the offer: BPO_ORDER_REQUEST (bpo/order-bpo, or bpo/condition in TX), then BPO_PROCESSING and BPO_COMPLETE',
  noavm: 'No automated valuation: NO_AVM_FOUND (bpo/estimate-value), then the BPO path',
  flood: 'GEN_CLOSING_DISCLOSURE first waits on the flood certificate (error/flood-cert)',
  manualnotary: 'After signing: MANUAL_DEED_SIGNING (notary/reserve-manual), $300 fee',
  codeed: 'After signing: CO_DEED_REQ (signing/additional) until every added signer has signed',
  liens: 'After hard credit: LIEN_VERIFICATION (liens); a lien marked for payoff adds the payoff hold',
  insurance:
    'After hard credit: TRUST_AND_INSURANCE until the borrower sends the insurance declarations page (insurance/upload, submit-insurance)',
  payoff: 'As liens, and the lender always requires a payoff: PAYOFF_REQUEST_PENDING (payoff/hold)',
  conditions: 'After the offer: CONDITIONS_OUTSTANDING (conditions) until the four conditions opened are answered',
  moreinfo: 'After the offer: COLLECT_ADDITIONAL_INFO, HMDA, APP_SUBMISSION (start/*), GEN_APP_DISCLOSURES',
  uwdecline: 'Declined by underwriting once income is verified (DECLINED, decision DECLINE)',
  selfemployed:
    'EMPLOYMENT_VERIFICATION after income, unless a tax return or business bank statements verified it (also chosen by employmentType SELF_EMPLOYED)',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

const isScenario = (tag: string): tag is ScenarioName => tag in SCENARIOS;

/** What the application starts with: email tags, then what the property and income imply. */
export function scenariosFor(email: string, propertyState: string, employmentType: string): ScenarioName[] {
  const chosen = new Set(emailTags(email).filter(isScenario));
  // Texas home-equity rules: every Texas property needs a BPO (the bpo/condition screen).
  if (propertyState === 'TX') chosen.add('bpo');
  if (employmentType === 'SELF_EMPLOYED') chosen.add('selfemployed');
  return SCENARIO_NAMES.filter((name) => chosen.has(name));
}
