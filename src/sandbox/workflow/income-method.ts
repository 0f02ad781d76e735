import incomeScreens from '../../generated/flows/application/screens/income.json' with { type: 'json' };
import { incomeChoiceFlags, refusedIncomeMethod, type IncomeMethod } from '../../core/application/income-choices';
import type { FlagOn } from '../brand-flag';
import type { StoredApplication } from '../stores/applications-store';
import { fieldError } from './task-errors';

/** The ways income/review offers, with their conditions (flows/application/screens/income.json, compiled by npm run generate). */
const METHODS = (incomeScreens.screens['income/review'].options.methods ?? []) as IncomeMethod[];

/** The income tasks and the method each names: link-income's providerType, submit-paystubs' (pay stubs when absent). */
const METHOD_OF: Readonly<Record<string, (body: Record<string, unknown>) => string>> = {
  'link-income': (body) => String(body.providerType),
  'submit-paystubs': (body) => String(body.providerType ?? 'MANUAL_PAYSTUB'),
};

/**
 * The back end honours the income step's rules: an income task naming a method the step would
 * not offer this borrower (by the brand's flags and the application's employmentType, the same
 * rule the screen runs) is a 400 on providerType. E.g. a self-employed borrower under
 * fe-heloc-self-employ-tax-verification may not send pay stubs; business bank statements need
 * fe-heloc-business-iv.
 */
export function checkIncomeMethod(
  app: StoredApplication,
  task: string,
  body: Record<string, unknown>,
  flagOn: FlagOn,
): void {
  const methodOf = METHOD_OF[task];
  if (!methodOf) return;
  const flagsOn = new Set(incomeChoiceFlags(METHODS).filter(flagOn));
  const method = methodOf(body);
  const employmentType = app.record.workflow.employmentType;
  const refused = refusedIncomeMethod(METHODS, method, { flagsOn, employmentType });
  if (refused) {
    throw fieldError(
      '/providerType',
      `${method} is not offered to this borrower (${employmentType}); the income step offers ${refused.offered.join(', ')}`,
    );
  }
}
