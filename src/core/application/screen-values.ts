import type { HelocApplication } from '@/generated/types/heloc-application';
import { formatCompanyAddress } from '@/core/format/address';
import { formatMoney } from '@/core/format/money';

/**
 * The {placeholders} a screen's intro may use, filled from the application. npm run validate
 * refuses any other name, so a typo fails the build rather than a borrower's page.
 */
export const SCREEN_VALUE_KEYS = ['loanNumber', 'propertyAddress', 'lineAmount', 'rate', 'term'] as const;
export type ScreenValueKey = (typeof SCREEN_VALUE_KEYS)[number];

export function screenValues(application: HelocApplication): Record<ScreenValueKey, string> {
  const p = application.property;
  return {
    loanNumber: application.loanNumber,
    propertyAddress: formatCompanyAddress({
      street1: p.street1,
      street2: p.street2 ?? undefined,
      city: p.city,
      state: p.state,
      zip: p.zip,
    }),
    lineAmount: application.amount === null ? '' : formatMoney(application.amount, 0),
    rate: application.rate === null ? '' : `${application.rate}%`,
    term: application.term === null ? '' : String(application.term),
  };
}
