import { createHash } from 'node:crypto';

/**
 * Deterministic numbers from text, so the same application inputs give the same outcome on
 * every machine and every run. `purpose` keeps the draws for different things independent.
 */
export function hashInt(text: string, purpose: string, modulo: number): number {
  const digest = createHash('sha256').update(`${purpose}\u0000${text}`).digest();
  return digest.readUIntBE(0, 6) % modulo;
}

/** A UUID-shaped id from text (version nibble 4, RFC variant), stable for the same text. */
export function hashUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
