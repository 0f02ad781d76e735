import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const FEATURE = '/service-optimize/heloc/api/v1/feature';
const DECISION = '/service-optimize/heloc/api/v2/decision';
const FEATURES = '/service-optimize/heloc/api/v1/features';
const user = (attributes: Record<string, unknown> = {}) => ({ attributes, trackerId: 'tracker-1' });

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

async function enabled(key: string, org?: string): Promise<boolean> {
  const headers = org ? { 'x-org': org } : undefined;
  const res = await t.call('POST', FEATURE, { featureKey: key, optimizeUser: user() }, headers);
  expect(res.status).toBe(200);
  return res.body.enabled as boolean;
}

describe('POST .../api/v1/feature', () => {
  it('answers one flag with its variables', async () => {
    const res = await t.call('POST', FEATURE, { featureKey: 'fe-heloc-ca-fires', optimizeUser: user() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ featureKey: 'fe-heloc-ca-fires', enabled: true });
    expect(res.body.variables.zipCodes).toContain('90265');
    expect(schemaProblems('optimize-feature-response', res.body)).toEqual([]);
  });

  it.each([
    ['no featureKey', { optimizeUser: user() }, 'featureKey is required', '/featureKey'],
    ['no optimizeUser', { featureKey: 'fe-webchat' }, 'optimizeUser is required', '/optimizeUser'],
    [
      'an optimizeUser without attributes',
      { featureKey: 'fe-webchat', optimizeUser: {} },
      'optimizeUser.attributes is required',
      '/optimizeUser/attributes',
    ],
    ['a numeric featureKey', { featureKey: 7, optimizeUser: user() }, 'featureKey must be a string', '/featureKey'],
    [
      'an unknown flag',
      { featureKey: 'fe-nope', optimizeUser: user() },
      "featureKey 'fe-nope' is not a known flag",
      '/featureKey',
    ],
  ])('400 for %s', async (_name, body, message, pointer) => {
    const res = await t.call('POST', FEATURE, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].pointer).toBe(pointer);
    expect(schemaProblems('api-error', res.body)).toEqual([]);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await t.call('POST', FEATURE, '{"featureKey":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'Request body is not valid JSON' });
  });

  it('400 naming an unknown organization', async () => {
    const res = await t.call('POST', FEATURE, { featureKey: 'fe-webchat', optimizeUser: user() }, { 'x-org': 'NOPE' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown organization 'NOPE'");
  });
});

describe('flag precedence: list default < brand manifest < override', () => {
  // fe-webchat: list true, BETA manifest false. fe-heloc-rate-buy-down: list false, ACME true.
  it.each([
    ['fe-webchat', 'ACME', undefined, true],
    ['fe-webchat', 'BETA', undefined, false],
    ['fe-webchat', 'BETA', true, true],
    ['fe-webchat', 'ACME', false, false],
    ['fe-heloc-rate-buy-down', 'BETA', undefined, false],
    ['fe-heloc-rate-buy-down', 'ACME', undefined, true],
    ['fe-heloc-rate-buy-down', 'ACME', false, false],
  ])('%s for %s with override %s is %s', async (key, org, override, expected) => {
    if (override !== undefined) expect((await t.call('PUT', '/__sandbox/flags', { [key]: override })).status).toBe(200);
    expect(await enabled(key, org)).toBe(expected);
  });

  it.each([
    ['x-org header', { 'x-org': 'BETA' }, FEATURE, {}],
    ['orgCode query', {}, `${FEATURE}?orgCode=BETA`, {}],
    ['optimizeUser.attributes.orgCode', {}, FEATURE, { orgCode: 'BETA' }],
  ])('takes the org from the %s', async (_, headers, path, attributes) => {
    const res = await t.call('POST', path, { featureKey: 'fe-webchat', optimizeUser: user(attributes) }, headers);
    expect(res.body.enabled).toBe(false);
  });

  it('uses the default brand when no org is named', async () => {
    expect(await enabled('fe-heloc-rate-buy-down')).toBe(true);
  });
});

describe('POST .../api/v2/decision', () => {
  it('answers one decision with a variation key', async () => {
    const res = await t.call('POST', DECISION, { featureKey: 'fe-heloc-maintenance', optimizeUser: user() });
    expect(res.body).toEqual({
      featureKey: 'fe-heloc-maintenance',
      enabled: false,
      variationKey: 'off',
      variables: {},
    });
    expect(schemaProblems('optimize-decision-response', res.body)).toEqual([]);
  });

  it('answers every flag without a featureKey', async () => {
    const res = await t.call('POST', DECISION, { optimizeUser: user() });
    expect(res.body.decisions).toHaveLength(17);
    expect(res.body.decisions.find((d: { featureKey: string }) => d.featureKey === 'fe-webchat').variationKey).toBe(
      'on',
    );
    expect(schemaProblems('optimize-decision-response', res.body)).toEqual([]);
  });

  it('400 when trackerId is missing', async () => {
    const res = await t.call('POST', DECISION, { optimizeUser: { attributes: {} } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('optimizeUser.trackerId is required');
    expect(res.body.errors).toEqual([{ pointer: '/optimizeUser/trackerId', message: 'is required' }]);
  });
});

describe('POST .../api/v1/features', () => {
  it('answers the whole fixed list in list order', async () => {
    const res = await t.call('POST', FEATURES, { optimizeUser: user() }, { 'x-org': 'BETA' });
    expect(res.status).toBe(200);
    expect(res.body.features[0].key).toBe('fe-heloc-additional-signer-conditions');
    expect(res.body.features.at(-1)).toEqual({ key: 'fe-webchat', enabled: false, variables: {} });
    expect(schemaProblems('optimize-features-response', res.body)).toEqual([]);
  });
});
