import { describe, expect, it } from 'vitest';
import { consentNoticeParts, showsConsentNotice, showsRecentTransferNotice } from './consent-notice';
import { registrationCopy } from './copy';
import { registrationFlow } from './flow';

const values = { displayName: 'Meridian Home Credit', termsLabel: 'Terms of Use' };

describe('showsConsentNotice', () => {
  it('is the steps whose notices name consent: the submit step', () => {
    expect(registrationFlow.steps.filter(showsConsentNotice).map((s) => s.key)).toEqual(['set-password']);
  });
  it('follows the data', () => {
    expect(showsConsentNotice({ notices: ['consent'] })).toBe(true);
    expect(showsConsentNotice({})).toBe(false);
  });
});

describe('showsRecentTransferNotice', () => {
  it('is the step where the borrower enters the property: the first', () => {
    expect(registrationFlow.steps.filter(showsRecentTransferNotice).map((s) => s.key)).toEqual(['property']);
    expect(showsRecentTransferNotice({ notices: ['consent'] })).toBe(false);
  });
  it("has the spec's words for the 90-day rule", () => {
    expect(registrationCopy.eligibility.recentTransfer).toBe(
      'A home bought, or whose title transferred, in the last 90 days is not eligible for a HELOC or DSCR loan.',
    );
  });
});

describe('consentNoticeParts', () => {
  it('turns each link placeholder of copy.json into its link, word for word', () => {
    const parts = consentNoticeParts(registrationCopy.consent, {}, values);
    expect(parts.filter((p) => p.href)).toEqual([
      { text: 'Terms of Use', href: '/terms' },
      { text: 'Privacy Policy', href: '/privacy' },
      { text: 'Electronic Communications Policy', href: '/communications' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'By selecting Submit, you agree to the Terms of Use, the Privacy Policy and the Electronic Communications Policy. You also authorize Meridian Home Credit to obtain your credit report to pre-qualify you. This is a soft credit inquiry and does not affect your credit score.',
    );
  });

  it("goes to the lender's own terms and privacy pages when the brand has them", () => {
    const parts = consentNoticeParts(
      registrationCopy.consent,
      { termsUrl: 'https://bank.example/terms', privacyUrl: 'https://bank.example/privacy' },
      values,
    );
    expect(parts.filter((p) => p.href).map((p) => p.href)).toEqual([
      'https://bank.example/terms',
      'https://bank.example/privacy',
      '/communications',
    ]);
  });

  it('follows the data: a link without brandUrl keeps its path', () => {
    const consent = {
      ...registrationCopy.consent,
      links: { ...registrationCopy.consent.links, terms: { label: 'Terms', href: '/terms' } },
    };
    expect(
      consentNoticeParts(consent, { termsUrl: 'https://bank.example/terms' }, values).find((p) => p.text === 'Terms')
        ?.href,
    ).toBe('/terms');
  });
});
