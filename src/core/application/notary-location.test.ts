import { describe, expect, it } from 'vitest';
import { notaryLocation, startNotaryBody } from './notary-location';

describe('notaryLocation (the geolocation explainer, then start-notary)', () => {
  it('rounds to three decimals and whole metres', () => {
    expect(notaryLocation({ latitude: 40.712776, longitude: -74.005974, accuracy: 21.6 })).toEqual({
      latitude: 40.713,
      longitude: -74.006,
      accuracyMeters: 22,
    });
  });
  it('refuses coordinates out of range or not numbers', () => {
    expect(notaryLocation({ latitude: 91, longitude: 0, accuracy: 1 })).toBeNull();
    expect(notaryLocation({ latitude: 0, longitude: -181, accuracy: 1 })).toBeNull();
    expect(notaryLocation({ latitude: 0, longitude: 0, accuracy: -1 })).toBeNull();
    expect(notaryLocation({ latitude: Number.NaN, longitude: 0, accuracy: 1 })).toBeNull();
  });
  it('sends the location only when there is one', () => {
    expect(startNotaryBody(null)).toEqual({});
    expect(startNotaryBody({ latitude: 1, longitude: 2, accuracyMeters: 3 })).toEqual({
      location: { latitude: 1, longitude: 2, accuracyMeters: 3 },
    });
  });
});
