import type { StartNotaryTask } from '@/generated/types/start-notary';

export type NotaryLocation = NonNullable<StartNotaryTask['location']>;

/** What the browser's geolocation gives (the subset of GeolocationCoordinates read here). */
export interface Coordinates {
  latitude: number;
  longitude: number;
  accuracy: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The location sent with start-notary after the geolocation explainer: rounded to three decimals
 * (about 100 m), enough for the notary to confirm the state, no closer. Null for coordinates out
 * of range (a browser bug is not sent on as a location).
 */
export function notaryLocation(coords: Coordinates): NotaryLocation | null {
  const { latitude, longitude, accuracy } = coords;
  if (![latitude, longitude, accuracy].every(Number.isFinite)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || accuracy < 0) return null;
  return { latitude: round3(latitude), longitude: round3(longitude), accuracyMeters: Math.round(accuracy) };
}

/** The start-notary body: the location when the borrower shared one, else nothing. */
export function startNotaryBody(location: NotaryLocation | null): StartNotaryTask {
  return location ? { location } : {};
}
