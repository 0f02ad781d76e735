import { describe, expect, it } from 'vitest';
import { CLICK_IDS, landingHandover, mergeHandover } from './landing-handover';

describe('landingHandover', () => {
  it('keeps utm_* parameters and click ids, and nothing else', () => {
    expect(
      landingHandover('?org=ACME&utm_source=mailer&utm_campaign=fall+26&gclid=Cj0&fbclid=Iw&referrer=x&UTM_TERM=no'),
    ).toEqual({
      utmParameters: { utm_source: 'mailer', utm_campaign: 'fall 26' },
      marketingTools: { gclid: 'Cj0', fbclid: 'Iw' },
    });
    expect(CLICK_IDS).toContain('msclkid');
  });

  it('leaves out empty and over-long values', () => {
    expect(landingHandover(`?utm_source=&utm_medium=${'x'.repeat(501)}&msclkid=ok`)).toEqual({
      utmParameters: {},
      marketingTools: { msclkid: 'ok' },
    });
  });
});

describe('mergeHandover', () => {
  const first = landingHandover('?utm_source=mailer');
  it('keeps the landing campaign through steps whose URLs carry none', () => {
    expect(mergeHandover(first, landingHandover('?org=ACME'))).toBe(first);
    expect(mergeHandover(undefined, landingHandover(''))).toEqual({ utmParameters: {}, marketingTools: {} });
  });
  it('takes a new campaign when a later landing names one', () => {
    expect(mergeHandover(first, landingHandover('?gclid=abc'))).toEqual({
      utmParameters: {},
      marketingTools: { gclid: 'abc' },
    });
  });
});
