/**
 * Whether this page talks to the lender's production back end. Local hosts (localhost,
 * *.localhost, loopback) serve the sandbox; rules that differ outside production (the last-name
 * rule) read this.
 */
export function environmentFor(hostname: string): 'production' | 'non-production' {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
    return 'non-production';
  return 'production';
}

/** Today as yyyy-MM-dd in the borrower's time zone (age rules take it as data). */
export function isoToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
