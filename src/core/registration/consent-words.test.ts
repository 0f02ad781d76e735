import { describe, expect, it } from 'vitest';
import { consentWords, givenConsent } from './consent-words';
import { registrationCopy } from './copy';
import { registrationFlow, stepByKey } from './flow';
import { CONSENT_TYPES } from './test-support/consent-fixtures';

const values = { displayName: 'Cedar Valley FCU', termsLabel: 'Terms and Conditions' };
const versions = {
  profile: [
    { type: 'TERMS_OF_USE', version: 3 },
    { type: 'SMS', version: 2 },
  ],
  application: [{ type: 'SOFT_CREDIT', version: 7 }],
};

describe('consent words (flows/registration/copy.json consentRecords)', () => {
  it('names, for every consent, a step that shows it and fields with a label on that step', () => {
    for (const record of registrationCopy.consentRecords) {
      const step = stepByKey(record.step);
      const ui = step.uiSchema as Record<string, { 'ui:title'?: string }>;
      for (const field of record.fields) expect(ui[field]?.['ui:title'], `${record.type} ${field}`).toBeTruthy();
      if (record.notice) expect(step.notices).toContain('consent');
    }
    expect(registrationCopy.consentRecords.map((r) => r.type)).toEqual(CONSENT_TYPES);
  });

  it('are the checkbox label then the notice as drawn, with the brand filled in', () => {
    const ui = stepByKey('set-password').uiSchema as Record<string, { 'ui:title': string }>;
    const words = consentWords('E_COMMUNICATIONS', values);
    const [label, notice] = words.split('\n');
    expect(label).toBe(ui.communicationConsent!['ui:title']);
    expect(notice).toContain('you agree to the Terms and Conditions, the Privacy Policy');
    expect(notice).toContain('You also authorize Cedar Valley FCU to obtain your credit report');
    expect(consentWords('SOFT_CREDIT', values)).toBe(notice);
    expect(consentWords('SMS', values)).toBe(ui.smsMarketingConsent!['ui:title']);
  });

  it('carry the version of the list the flow names, and the page', () => {
    expect(givenConsent('TERMS_OF_USE', versions, values, '/p')).toMatchObject({ version: 3, page: '/p' });
    expect(givenConsent('SOFT_CREDIT', versions, values, '/p')).toMatchObject({ type: 'SOFT_CREDIT', version: 7 });
  });

  it('refuse a type the list or the flow does not have', () => {
    expect(() => givenConsent('PRIVACY_POLICY', versions, values, '/p')).toThrow(
      'The profile consent-types list has no PRIVACY_POLICY',
    );
    expect(() => consentWords('HARD_CREDIT', values)).toThrow('consentRecords has no HARD_CREDIT');
    const flow = { steps: registrationFlow.steps.filter((s) => s.key !== 'set-password') };
    expect(() => consentWords('SMS', values, { flow, copy: registrationCopy })).toThrow('unknown step');
  });
});
