import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './http-client';
import { rebaseClient } from './rebase-client';

describe('rebaseClient', () => {
  const base = vi.fn(async () => 'ok') as unknown as HttpClient & ReturnType<typeof vi.fn>;
  const http = rebaseClient(base, '/krang/v1/abc', '/co-deed');

  it.each([
    ['/krang/v1/abc/documents', '/co-deed/documents'],
    ['/krang/v1/abc/documents/deed.pdf', '/co-deed/documents/deed.pdf'],
    ['/krang/v1/abc', '/co-deed'],
    ['/krang/v1/abcdef/documents', '/krang/v1/abcdef/documents'],
    ['/service-profile/api/v1/profile', '/service-profile/api/v1/profile'],
  ])('%s -> %s', async (path, expected) => {
    const options = { query: { set: 'signing' } };
    await http('GET', path, options);
    expect(base).toHaveBeenLastCalledWith('GET', expected, options);
  });
});
