import { describe, expect, it } from 'vitest';
import { HttpError } from '@/core/http/http-error';
import { FLAGS_CALL_TRIES, flagsOrManifest } from './flags-or-manifest';
import { manifestFlags, type Flags } from './manifest-flags';

const ANSWER: Flags = { 'fe-webchat': { enabled: true, variables: {} } };
const BRAND = { 'fe-webchat': false, 'fe-heloc-redesign-2025': true };

function failing(times: number, error: unknown = new Error('network down')) {
  let calls = 0;
  const call = async () => {
    calls += 1;
    if (calls <= times) throw error;
    return ANSWER;
  };
  return { call, calls: () => calls };
}

describe('flagsOrManifest', () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);

  it('answers the service once a retry goes through', async () => {
    const service = failing(FLAGS_CALL_TRIES - 1);
    expect(await flagsOrManifest(service.call, BRAND, { sleep })).toEqual(ANSWER);
    expect(service.calls()).toBe(FLAGS_CALL_TRIES);
  });

  it("keeps the manifest's flags, the redesign on, once every try has failed", async () => {
    waits.length = 0;
    const service = failing(Infinity);
    const flags = await flagsOrManifest(service.call, BRAND, { sleep });
    expect(service.calls()).toBe(FLAGS_CALL_TRIES);
    expect(waits).toEqual([1000, 2000]);
    expect(flags).toEqual(manifestFlags(BRAND));
    expect(flags['fe-heloc-redesign-2025']?.enabled).toBe(true);
    expect(flags['fe-webchat']?.enabled).toBe(false);
  });

  it('does not ask again after a 4xx answer, and keeps the manifest flags', async () => {
    const service = failing(Infinity, new HttpError(403, 'Forbidden', null));
    expect(await flagsOrManifest(service.call, BRAND, { sleep })).toEqual(manifestFlags(BRAND));
    expect(service.calls()).toBe(1);
  });
});
