/**
 * Decodes the userData/state URL parameter that pre-fills registration. The short keys and
 * their checks are data (flows/prefill/user-data-param.json). A malformed value never breaks
 * the page: it is refused with a reason, and single bad entries are dropped.
 */
import { isValidNumber } from '@/core/platform/numeric-check';
import { isUsStateCode } from '@/core/geo/us-states';
import { canonicalSuffix } from './prefill-values';

export { applyValues, canonicalSuffix } from './prefill-values';

export interface UserDataKey {
  field: string;
  type: 'string' | 'number' | 'boolean' | 'state' | 'zip' | 'occupancy' | 'employment' | 'suffix' | 'date';
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface UserDataSpec {
  parameterNames: readonly string[];
  maxEncodedLength: number;
  keys: Readonly<Record<string, UserDataKey>>;
}

export type DecodeResult =
  | { ok: true; values: { field: string; value: string | number | boolean }[]; dropped: string[] }
  | { ok: false; reason: string };

const EMPLOYMENT = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
];
function checkValue(spec: UserDataKey, raw: unknown): string | number | boolean | undefined {
  switch (spec.type) {
    case 'number':
      // The spec's numeric check; finite too, as JSON's 1e400 reads as Infinity.
      return isValidNumber(raw, spec.minimum, spec.maximum) && Number.isFinite(raw) ? raw : undefined;
    case 'boolean':
      return raw === true || raw === 1 ? true : raw === false || raw === 0 ? false : undefined;
    case 'state':
      return typeof raw === 'string' && isUsStateCode(raw.toUpperCase()) ? raw.toUpperCase() : undefined;
    case 'zip':
      return typeof raw === 'string' && /^\d{5}$/.test(raw) ? raw : undefined;
    case 'occupancy':
      return typeof raw === 'string' && ['HOME', 'SECONDARY', 'INVESTMENT'].includes(raw) ? raw : undefined;
    case 'employment':
      return typeof raw === 'string' && EMPLOYMENT.includes(raw) ? raw : undefined;
    case 'suffix':
      return typeof raw === 'string' ? canonicalSuffix(raw) : undefined;
    case 'date':
      return typeof raw === 'string' && /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/.test(raw) ? raw : undefined;
    case 'string':
      return typeof raw === 'string' &&
        raw.trim() &&
        raw.length <= (spec.maxLength ?? 200) &&
        !/[<>\u0000-\u001f]/.test(raw)
        ? raw.trim()
        : undefined;
  }
}

function base64UrlDecode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function decodeUserDataParam(search: string, spec: UserDataSpec): DecodeResult | null {
  const params = new URLSearchParams(search);
  const name = spec.parameterNames.find((n) => params.has(n));
  if (!name) return null;
  const encoded = params.get(name) ?? '';
  if (encoded.length > spec.maxEncodedLength)
    return { ok: false, reason: `${name} is longer than ${spec.maxEncodedLength} characters` };
  const json = base64UrlDecode(encoded);
  if (json === null) return { ok: false, reason: `${name} is not base64url` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, reason: `${name} is not JSON` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reason: `${name} is not an object` };
  const values: { field: string; value: string | number | boolean }[] = [];
  const dropped: string[] = [];
  for (const [key, raw] of Object.entries(parsed)) {
    const keySpec = Object.hasOwn(spec.keys, key) ? spec.keys[key] : undefined;
    const value = keySpec ? checkValue(keySpec, raw) : undefined;
    if (keySpec && value !== undefined) values.push({ field: keySpec.field, value });
    else dropped.push(key);
  }
  return { ok: true, values, dropped };
}

/** The inverse, for links that partners build and for tests. */
export function encodeUserDataParam(values: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
