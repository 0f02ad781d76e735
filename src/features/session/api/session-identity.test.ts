import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { catalogue } from '@/core/platform/platform-copy';
import { getIdentityV1, lookupProfile, putPhoneAlias } from '@/api/session-identity';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering by path; each answer is made fresh per call. */
function fetchBy(routes: Record<string, () => Response>) {
  return vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    const answer = routes[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  });
}

const PROFILE = '/service-profile/api/v1/profile';
const SELF = (kind: string) => `/identity-broker/${kind}/secure/api/v3/self/figureinfo`;
const tokens = { get: () => 'stored', set: () => undefined, clear: () => undefined };
const clientFor = (fetch: typeof globalThis.fetch) =>
  createHttpClient({ fetch, baseUrl: '', orgCode: () => 'ACME', tokens });

describe('lookupProfile', () => {
  it('takes the profile service uuid, asking the broker self info on the path of the kind', async () => {
    const fetch = fetchBy({
      [PROFILE]: () => json(200, { uuid: 'p-1' }),
      [SELF('agent')]: () => json(200, { profileUuid: 'p-1', isAgent: true }),
    });
    await expect(lookupProfile(clientFor(fetch), 'agent')).resolves.toMatchObject({ profileUuid: 'p-1' });
    const self = fetch.mock.calls.find(([url]) => String(url).startsWith(SELF('agent')));
    expect((self![1] as RequestInit).headers).toMatchObject({ 'x-application-name': 'heloc' });
  });

  it('falls back to the self info when the profile service fails', async () => {
    const fetch = fetchBy({
      [PROFILE]: () => json(500, {}),
      [SELF('customer')]: () => json(200, { profileUuid: 'p-2' }),
    });
    await expect(lookupProfile(clientFor(fetch), 'customer')).resolves.toMatchObject({
      profileUuid: 'p-2',
      profile: null,
    });
  });

  it("says 'User not found' when both sources fail", async () => {
    const fetch = fetchBy({ [PROFILE]: () => json(404, {}), [SELF('agent')]: () => json(401, {}) });
    await expect(lookupProfile(clientFor(fetch), 'agent')).rejects.toThrow('User not found');
    expect(catalogue.userNotFound).toBe('User not found');
  });

  it("says 'No profile uuid' when the answers name no profile", async () => {
    const fetch = fetchBy({ [PROFILE]: () => json(500, {}), [SELF('agent')]: () => json(200, { profileUuid: '' }) });
    await expect(lookupProfile(clientFor(fetch), 'agent')).rejects.toThrow('No profile uuid');
    expect(catalogue.noProfileUuid).toBe('No profile uuid');
  });
});

describe('identity v1 and alias', () => {
  it('GET v1 identity sends the Authorization it is given, not the stored one', async () => {
    const fetch = fetchBy({ '/identity/secure/api/v1/identity': () => json(200, { uuid: 'i-1' }) });
    await getIdentityV1(clientFor(fetch), 'fresh');
    expect((fetch.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer fresh' });
  });

  it("PUT alias sends type 'Phone' and the value", async () => {
    const fetch = fetchBy({ '/identity/secure/api/v1/identity/alias': () => json(200, { uuid: 'i-1' }) });
    await putPhoneAlias(clientFor(fetch), '+15555550100');
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ type: 'Phone', value: '+15555550100' });
  });
});
