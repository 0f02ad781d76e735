import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('keeps a salted scrypt hash, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('Sandbox-Pass1!'), hashPassword('Sandbox-Pass1!')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('Sandbox-Pass1!');
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Sandbox-Pass1!');
    expect(await verifyPassword('Sandbox-Pass1!', stored)).toBe(true);
    expect(await verifyPassword('Sandbox-Pass1?', stored)).toBe(false);
    expect(await verifyPassword('Sandbox-Pass1!', 'plain-text')).toBe(false);
  });

  it('has a decoy that no password matches', async () => {
    expect(await verifyPassword('Sandbox-Pass1!', await decoyHash())).toBe(false);
  });
});
