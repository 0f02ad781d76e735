import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a sandbox token says: whose it is, for which org, and until when (seconds). */
export interface TokenClaims {
  sub: string;
  org: string;
  iat: number;
  exp: number;
  /** Session id: logout revokes it, so a token can die before exp. */
  jti: string;
}

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const input = `${encode(HEADER)}.${encode(claims)}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isClaims(value: unknown): value is TokenClaims {
  const v = value as Partial<TokenClaims> | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sub === 'string' &&
    typeof v.org === 'string' &&
    typeof v.jti === 'string' &&
    Number.isInteger(v.iat) &&
    Number.isInteger(v.exp)
  );
}

/**
 * Signature first, then expiry: a forged token is told it is forged (403) even when it also
 * claims to be expired. Only HS256 is accepted, so "alg": "none" cannot skip the check.
 */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const head = decode(header) as { alg?: unknown } | undefined;
  const claims = decode(payload);
  if (!head || !isClaims(claims)) return { ok: false, reason: 'malformed' };
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (head.alg !== HEADER.alg || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
