import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@/core/http/http-client';
import { PREFETCHED_STATUS_MS, prefetchStatus, takePrefetchedStatus } from './get-status';

const UUID = '8f1c2d3e-0000-4000-8000-000000000001';

function fakeHttp(answer: unknown) {
  return vi.fn(async () => answer) as unknown as HttpClient & ReturnType<typeof vi.fn>;
}

describe('the status asked for as the page opens', () => {
  it('is asked for at once, and taken once by the first routing of that application', async () => {
    const http = fakeHttp({ status: 'HMDA' });
    prefetchStatus(http, UUID, 1_000);
    expect(http).toHaveBeenCalledWith('GET', `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`);
    expect(await takePrefetchedStatus(UUID, 1_500)).toEqual({ status: 'HMDA' });
    expect(takePrefetchedStatus(UUID, 1_600)).toBeUndefined();
  });

  it('is not used for another application, nor once it is older than the limit', () => {
    prefetchStatus(fakeHttp({ status: 'HMDA' }), UUID, 1_000);
    expect(takePrefetchedStatus('another', 1_100)).toBeUndefined();
    expect(takePrefetchedStatus(UUID, 1_100)).toBeUndefined(); // the look above used it up
    prefetchStatus(fakeHttp({ status: 'HMDA' }), UUID, 1_000);
    expect(takePrefetchedStatus(UUID, 1_000 + PREFETCHED_STATUS_MS + 1)).toBeUndefined();
  });

  it('a failed read nobody takes is no unhandled rejection', async () => {
    const http = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as HttpClient;
    prefetchStatus(http, UUID, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetchedStatus(UUID, 10)!).rejects.toThrow('offline');
  });
});
