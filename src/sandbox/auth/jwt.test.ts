import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, type TokenClaims } from './jwt';

const SECRET = 'test-secret';
const claims: TokenClaims = { sub: 'identity-1', org: 'ACME', iat: 1_000, exp: 1_000 + 43_200, jti: 'session-1' };
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function withPayload(token: string, payload: unknown): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64(payload)}.${signature}`;
}

describe('signToken / verifyToken', () => {
  const token = signToken(claims, SECRET);

  it('round-trips the claims while unexpired', () => {
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, SECRET, 2_000)).toEqual({ ok: true, claims });
  });

  it('signs header.payload with HMAC-SHA256, base64url', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'));
  });

  it.each([
    ['expired at exp', token, 1_000 + 43_200, 'expired'],
    ['another secret', signToken(claims, 'other'), 2_000, 'signature'],
    ['a changed payload', withPayload(token, { ...claims, sub: 'identity-2' }), 2_000, 'signature'],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${'x'.repeat(43)}`, 2_000, 'signature'],
    ['forged and expired', signToken({ ...claims, exp: 1 }, 'other'), 2_000, 'signature'],
    ['two parts', 'abc.def', 2_000, 'malformed'],
    ['not base64url', 'a+b.c.d', 2_000, 'malformed'],
    ['claims missing', withPayload(token, { sub: 'x' }), 2_000, 'malformed'],
    ['empty', '', 2_000, 'malformed'],
  ])('rejects %s', (_, candidate, now, reason) => {
    expect(verifyToken(candidate, SECRET, now)).toEqual({ ok: false, reason });
  });
});
