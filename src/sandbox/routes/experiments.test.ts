import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignVariation, EXPERIMENTS } from '@/core/experiments/experiments';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

const experimentsPath = (uuid: string) => `/service-application/api/v3/application/heloc/${uuid}/experiments`;
const PROFILE = '/service-application/api/v3/application/heloc/optermizerly-profile';

describe('PATCH .../heloc/{appUuid}/experiments', () => {
  it('records each experiment once per application: a later arm for the same name changes nothing', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const first = await t.call(
      'PATCH',
      experimentsPath(application.uuid),
      { experiments: [{ name: 'exp-heloc-income-intro', variation: 'variation' }] },
      bearer(jwt),
    );
    expect(first.status).toBe(200);
    expect(schemaProblems('application-experiments-response', first.body)).toEqual([]);
    const second = await t.call(
      'PATCH',
      experimentsPath(application.uuid),
      {
        experiments: [
          { name: 'exp-heloc-income-intro', variation: 'control' },
          { name: 'exp-other', variation: 'control' },
        ],
      },
      bearer(jwt),
    );
    expect(second.body.experiments).toEqual([
      { name: 'exp-heloc-income-intro', variation: 'variation' },
      { name: 'exp-other', variation: 'control' },
    ]);
    const read = await t.call('GET', experimentsPath(application.uuid), undefined, bearer(jwt));
    expect(read.body).toEqual(second.body);
  });

  it('refuses another borrower (404), no token (401) and a bad arm (400 naming the field)', async () => {
    const owner = await borrowerWithApplication(t);
    const other = await borrowerWithApplication(t);
    const body = { experiments: [{ name: 'exp-heloc-income-intro', variation: 'control' }] };
    expect((await t.call('PATCH', experimentsPath(owner.application.uuid), body, bearer(other.jwt))).status).toBe(404);
    expect((await t.call('PATCH', experimentsPath(owner.application.uuid), body)).status).toBe(401);
    const bad = await t.call(
      'PATCH',
      experimentsPath(owner.application.uuid),
      { experiments: [{ name: 'exp-heloc-income-intro', variation: 'B' }] },
      bearer(owner.jwt),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('experiments[0].variation must be one of control, variation');
  });
});

describe('GET and PATCH .../heloc/optermizerly-profile', () => {
  it('reads null before a save, then the saved tracker; only for the signed-in identity', async () => {
    const { jwt } = await borrowerWithApplication(t);
    const identity = (await t.call('GET', '/identity/secure/api/v1_1/identity', undefined, bearer(jwt))).body;
    const url = `${PROFILE}?identityUuid=${identity.uuid}`;
    const before = await t.call('GET', url, undefined, bearer(jwt));
    expect(before.body).toEqual({ identityUuid: identity.uuid, optimizelyProfileUuid: null });
    expect(schemaProblems('optimizely-profile-response', before.body)).toEqual([]);
    const saved = await t.call('PATCH', url, { optimizelyProfileUuid: 'tracker-1' }, bearer(jwt));
    expect(saved.body.optimizelyProfileUuid).toBe('tracker-1');
    expect((await t.call('GET', url, undefined, bearer(jwt))).body.optimizelyProfileUuid).toBe('tracker-1');

    const other = await borrowerWithApplication(t);
    const refused = await t.call('GET', url, undefined, bearer(other.jwt));
    expect(refused.status).toBe(403);
    const missing = await t.call('GET', PROFILE, undefined, bearer(jwt));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('identityUuid is required');
  });
});

describe('POST /service-optimize/{context}/api/v2/decision for an experiment', () => {
  const experiment = EXPERIMENTS[0]!;
  const decide = (trackerId: string) =>
    t.call('POST', '/service-optimize/heloc/api/v2/decision', {
      featureKey: experiment.key,
      optimizeUser: { attributes: { orgCode: 'ACME' }, trackerId },
    });

  it('answers the arm the tracker id decides, the same every time, and both arms occur', async () => {
    const arms = new Set<string>();
    for (const trackerId of ['t-1', 't-2', 't-3', 't-4', 't-5', 't-6', 't-7', 't-8']) {
      const res = await decide(trackerId);
      expect(schemaProblems('optimize-decision-response', res.body)).toEqual([]);
      expect(res.body.variationKey).toBe(assignVariation(experiment, trackerId));
      expect((await decide(trackerId)).body.variationKey).toBe(res.body.variationKey);
      arms.add(res.body.variationKey);
    }
    expect([...arms].sort()).toEqual(['control', 'variation']);
  });
});
