import { fillTemplate } from '@/core/text/template';
import type { RegistrationCopy } from './copy';
import type { StepDefinition } from './flow';

type Consent = RegistrationCopy['consent'];
type LinkKey = keyof Consent['links'];

/** A run of the notice: words, or a link with its words. */
export type NoticePart = { text: string; href?: undefined } | { text: string; href: string };

/** Whether a step draws the consent notice under its form (its `notices` in flows/registration/steps.json). */
export function showsConsentNotice(step: Pick<StepDefinition, 'notices'>): boolean {
  return (step.notices ?? []).includes('consent');
}

/** Whether a step draws the 90-day eligibility note (copy.json eligibility.recentTransfer) under its form. */
export function showsRecentTransferNotice(step: Pick<StepDefinition, 'notices'>): boolean {
  return (step.notices ?? []).includes('recent-transfer');
}

/**
 * The consent notice of flows/registration/copy.json as runs of words and links: each {link}
 * placeholder becomes its link, which goes to the brand's own page when the link names a
 * brandUrl the lender has, else to its site path.
 */
export function consentNoticeParts(
  consent: Consent,
  brandUrls: Partial<Record<'termsUrl' | 'privacyUrl', string>>,
  values: Readonly<Record<string, string>>,
): NoticePart[] {
  const keys = Object.keys(consent.links) as LinkKey[];
  const split = new RegExp(`(${keys.map((k) => `\\{${k}\\}`).join('|')})`);
  return consent.notice
    .split(split)
    .filter((part) => part !== '')
    .map((part) => {
      const key = keys.find((k) => part === `{${k}}`);
      if (!key) return { text: fillTemplate(part, values) };
      const link = consent.links[key];
      return { text: fillTemplate(link.label, values), href: (link.brandUrl && brandUrls[link.brandUrl]) || link.href };
    });
}
