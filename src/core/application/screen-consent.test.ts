import { describe, expect, it } from 'vitest';
import { screenConsent } from './screen-consent';

const TYPES = [
  { type: 'SOFT_CREDIT', version: 1 },
  { type: 'HARD_CREDIT', version: 3 },
];

describe('screenConsent', () => {
  it('names the type, its current version, the words and the page', () => {
    expect(screenConsent('HARD_CREDIT', TYPES, 'I authorize it.', '/account/heloc/u/identity')).toEqual({
      type: 'HARD_CREDIT',
      version: 3,
      text: 'I authorize it.',
      page: '/account/heloc/u/identity',
    });
  });

  it('refuses a type the back end does not list', () => {
    expect(() => screenConsent('HARD_CREDIT', TYPES.slice(0, 1), 'x', '/p')).toThrow(
      'The application consent-types list has no HARD_CREDIT',
    );
  });
});
