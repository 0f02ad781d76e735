import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_LOGIN_KEY } from '@/core/session/hosted-login';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { AgentLoginPage } from './agent-login-page';
import { fakeFetch, IDENTITY_V1, renderRoutes, testSession, type FakeRoutes } from './test-support/session-test-kit';

const FEATURE = 'POST /service-optimize/heloc/api/v1/feature';
const LOGIN = 'POST /identity-broker/agent/api/v3/login';
const PROFILE = 'GET /service-profile/api/v1/profile';
const SELF = 'GET /identity-broker/agent/secure/api/v3/self/figureinfo';
const words = SESSION_SETTINGS.login.copy;

const agentFlag =
  (mode?: string): FakeRoutes[string] =>
  (init) => {
    const asked = JSON.parse(String(init.body)) as { featureKey: string };
    expect(asked.featureKey).toBe(SESSION_SETTINGS.login.flags.agent);
    return [200, { featureKey: asked.featureKey, enabled: mode !== undefined, variables: mode ? { mode } : {} }];
  };

function renderAgentLogin(routes: FakeRoutes) {
  const session = testSession();
  const fetch = fakeFetch(routes);
  const onSignedIn = vi.fn();
  renderRoutes([{ path: '/auth/agent/login', element: <AgentLoginPage session={session} onSignedIn={onSignedIn} /> }], {
    at: '/auth/agent/login',
    fetch,
    tokens: session.tokens,
  });
  return { fetch, onSignedIn, session };
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'agent@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sandbox-Pass1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const loginCall = (fetch: ReturnType<typeof fakeFetch>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.includes('/api/v3/login'));

const loginUrl = (fetch: ReturnType<typeof fakeFetch>) =>
  new URL(
    String((fetch.mock.calls as unknown as [string][]).find(([url]) => url.includes('/api/v3/login'))![0]),
    'http://x',
  );

describe('the broker/agent sign-in', () => {
  afterEach(() => cleanup());

  it.each(['legacy'] as const)(
    'says and sends the mode %s the agent flag chose, on the agent path, then goes on',
    async (mode) => {
      const { fetch, onSignedIn, session } = renderAgentLogin({
        [FEATURE]: agentFlag(mode),
        ...IDENTITY_V1,
        [LOGIN]: [200, { jwt: 'agent-token', redirect: '/dashboard' }],
        [PROFILE]: [200, { uuid: 'profile-1' }],
        [SELF]: [200, { profileUuid: 'profile-1', isAgent: true }],
      });
      expect(await screen.findByRole('heading', { name: words.agentHeading })).toBeTruthy();
      expect((await screen.findByText(words.modeNotice[mode])).getAttribute('role')).toBe('status');
      await signIn();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
      expect(session.tokens.value).toBe('agent-token');
      expect(loginUrl(fetch).searchParams.get('mode')).toBe(mode);
      expect(loginUrl(fetch).searchParams.get('applicationName')).toBe('heloc');
    },
  );

  it.each(['broker', 'optimizely'] as const)(
    'in the broker-style mode %s, goes to the authentication provider on the agent path: no password here',
    async (mode) => {
      const { fetch } = renderAgentLogin({
        [FEATURE]: agentFlag(mode),
        [LOGIN]: [200, { redirect: '/__sandbox/identity-provider/authorize?login=1' }],
      });
      expect(await screen.findByText(words.modeNotice[mode])).toBeTruthy();
      expect(screen.queryByLabelText('Password')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: words.hosted.button }));
      await waitFor(() => expect(window.sessionStorage.getItem(PENDING_LOGIN_KEY)).not.toBeNull());
      await waitFor(() => expect(loginCall(fetch)).toBeDefined());
      const [url, init] = loginCall(fetch)!;
      const sent = new URL(url, 'http://x').searchParams;
      expect(sent.get('mode')).toBe(mode);
      expect(init.body).toBeUndefined();
      const pending = JSON.parse(window.sessionStorage.getItem(PENDING_LOGIN_KEY)!) as { state: string; kind: string };
      expect(pending).toMatchObject({ state: sent.get('state'), kind: 'agent' });
    },
  );

  it('uses the default mode when the agent flag is off', async () => {
    renderAgentLogin({ [FEATURE]: agentFlag() });
    expect(await screen.findByText(words.modeNotice[SESSION_SETTINGS.login.defaultMode])).toBeTruthy();
  });

  it("shows 'User not found' and stays when neither profile source knows the person", async () => {
    const { onSignedIn } = renderAgentLogin({
      [FEATURE]: agentFlag('legacy'),
      ...IDENTITY_V1,
      [LOGIN]: [200, { jwt: 'agent-token', redirect: '/dashboard' }],
      [PROFILE]: [404, { message: 'Not found' }],
      [SELF]: [500, {}],
    });
    await signIn();
    const message = await screen.findByText('User not found');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
