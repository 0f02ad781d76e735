import { describe, expect, it } from 'vitest';
import { loginModeFlagKey, loginModeFrom } from './login-mode';
import { SESSION_SETTINGS } from './session-settings';

describe('login modes', () => {
  it('the agent path reads the agent flag, the borrower path the customer flag', () => {
    expect(loginModeFlagKey('agent')).toBe(SESSION_SETTINGS.login.flags.agent);
    expect(loginModeFlagKey('customer')).toBe(SESSION_SETTINGS.login.flags.customer);
    expect(loginModeFlagKey('agent')).not.toBe(loginModeFlagKey('customer'));
  });

  it.each(['legacy', 'broker', 'optimizely'] as const)('an enabled flag with mode %s picks it', (mode) =>
    expect(loginModeFrom({ enabled: true, variables: { mode } })).toBe(mode),
  );

  it.each([
    ['no flag', undefined],
    ['flag off', { enabled: false, variables: { mode: 'broker' } }],
    ['no mode', { enabled: true, variables: {} }],
    ['unknown mode', { enabled: true, variables: { mode: 'sso' } }],
  ])('%s falls back to the default mode', (_, flag) => {
    expect(loginModeFrom(flag)).toBe(SESSION_SETTINGS.login.defaultMode);
    expect(SESSION_SETTINGS.login.defaultMode).toBe('legacy');
  });
});
