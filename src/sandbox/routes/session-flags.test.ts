import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { SESSION_FLAG_KEYS } from './session-flags';

const FEATURE = '/service-optimize/heloc/api/v1/feature';
const CONTROL = '/__sandbox/session-flags';
const AGENT = SESSION_SETTINGS.login.flags.agent;
const CUSTOMER = SESSION_SETTINGS.login.flags.customer;
const BASE = SESSION_SETTINGS.baseUrl.flagKey;
const ask = (featureKey: string) => ({ featureKey, optimizeUser: { attributes: { orgCode: 'ACME' } } });

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('session flags (login modes, API base URL)', () => {
  it('are the three keys of flows/platform/session.json, off by default', async () => {
    expect([...SESSION_FLAG_KEYS].sort()).toEqual([AGENT, BASE, CUSTOMER].sort());
    for (const key of SESSION_FLAG_KEYS) {
      const res = await t.call('POST', FEATURE, ask(key));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ featureKey: key, enabled: false, variables: {} });
      expect(schemaProblems('optimize-feature-response', res.body)).toEqual([]);
    }
  });

  it('serve what the control API set, per key, until DELETE', async () => {
    const set = await t.call('PUT', CONTROL, { [AGENT]: { enabled: true, variables: { mode: 'broker' } } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ [AGENT]: { enabled: true, variables: { mode: 'broker' } } });
    expect((await t.call('POST', FEATURE, ask(AGENT))).body).toMatchObject({
      enabled: true,
      variables: { mode: 'broker' },
    });
    expect((await t.call('POST', FEATURE, ask(CUSTOMER))).body).toMatchObject({ enabled: false });
    expect((await t.call('GET', CONTROL)).body).toEqual(set.body);
    expect((await t.call('DELETE', CONTROL)).status).toBe(204);
    expect((await t.call('POST', FEATURE, ask(AGENT))).body).toMatchObject({ enabled: false, variables: {} });
  });

  it('leave the fixed-list flags to the flag service', async () => {
    const res = await t.call('POST', FEATURE, ask('fe-webchat'));
    expect(res.status).toBe(200);
    expect(res.body.featureKey).toBe('fe-webchat');
    expect((await t.call('POST', FEATURE, ask('fe-nope'))).status).toBe(400);
  });

  it.each([
    ['an unknown flag', { 'fe-heloc-nope': { enabled: true } }, '/fe-heloc-nope'],
    ['agent login mode sso', { [AGENT]: { enabled: true, variables: { mode: 'sso' } } }, `/${AGENT}/variables/mode`],
    ['a mode without enabled', { [AGENT]: { variables: { mode: 'broker' } } }, `/${AGENT}/enabled`],
  ])('refuse %s with a 400 naming the field', async (_name, body, pointer) => {
    const res = await t.call('PUT', CONTROL, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(pointer);
  });

  it('a feature call for a session flag is still validated', async () => {
    const res = await t.call('POST', FEATURE, { featureKey: AGENT });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('optimizeUser is required');
  });

  it('are cleared by the sandbox reset', async () => {
    await t.call('PUT', CONTROL, { [CUSTOMER]: { enabled: true, variables: { mode: 'optimizely' } } });
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', CONTROL)).body).toEqual({});
  });
});
