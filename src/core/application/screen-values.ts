import type { HelocApplication } from '@/generated/types/heloc-application';
import type { ApplicationCopy } from '@/generated/types/application-copy';
import { formatCompanyAddress } from '@/core/format/address';
import { formatMoney } from '@/core/format/money';
import { fillTemplate, templateKeys } from '@/core/text/template';

/**
 * The {placeholders} a screen's intro may use, filled from the application. npm run validate
 * refuses any other name, so a typo fails the build rather than a borrower's page.
 */
export const SCREEN_VALUE_KEYS = [
  'loanNumber',
  'propertyAddress',
  'lineAmount',
  'rate',
  'term',
  'businessPurpose',
] as const;
export type ScreenValueKey = (typeof SCREEN_VALUE_KEYS)[number];

/** The values; empty for what the application does not carry yet (or was never asked). */
export function screenValues(
  application: HelocApplication,
  answers: ApplicationCopy['answers'],
): Record<ScreenValueKey, string> {
  const p = application.property;
  const yesNo = (answer: boolean | undefined) => (answer === undefined ? '' : answer ? answers.yes : answers.no);
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
    // Asked only while fe-heloc-business-purpose is on: absent otherwise.
    businessPurpose: yesNo(application.businessPurpose),
  };
}

/**
 * An intro's paragraphs, filled: a paragraph naming a value the application does not carry is
 * left out, so an answer that was never asked shows no line at all.
 */
export function introParagraphs(intro: readonly string[], values: Readonly<Record<string, string>>): string[] {
  return intro
    .filter((text) => templateKeys(text).every((key) => values[key] !== ''))
    .map((text) => fillTemplate(text, values));
}
