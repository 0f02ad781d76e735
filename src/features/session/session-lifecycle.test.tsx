import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { LogoutButton } from './dashboard-page';
import { fakeFetch, renderRoutes, testSession, type FakeRoutes } from './test-support/session-test-kit';

const LOGOUT = 'POST /identity-broker/customer/secure/api/v3/logout';
const AGENT_LOGOUT = 'POST /identity-broker/agent/secure/api/v3/logout';
const logoutCall = (fetch: ReturnType<typeof fakeFetch>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][])
    .map(([u, init]) => [new URL(u, 'http://x'), init] as const)
    .find(([u]) => u.pathname.endsWith('/logout'));
afterEach(cleanup);

describe('useLogout', () => {
  function renderLogout(routes: FakeRoutes, kind: 'customer' | 'agent' | null = null) {
    const session = { ...testSession('token-1'), kinds: { get: () => kind, set: vi.fn() } };
    const fetch = fakeFetch(routes);
    const view = renderRoutes(
      [
        { path: '/dashboard', element: <LogoutButton session={session} /> },
        { path: '/auth/login', element: <p>login page</p> },
        { path: '/auth/agent/login', element: <p>agent login page</p> },
      ],
      { at: '/dashboard', fetch, tokens: session.tokens },
    );
    return { session, fetch, ...view };
  }

  it('calls logout with the token, then forgets the session and goes where the broker says', async () => {
    const { session, fetch, router } = renderLogout({ [LOGOUT]: [200, { redirect: '/auth/login' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('login page');
    const [url, init] = logoutCall(fetch)!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(url.searchParams.get('mode')).toBe(SESSION_SETTINGS.login.defaultMode);
    expect(session.tokens.value).toBeNull();
    expect(session.clearer).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('an agent signs out on the agent path, with the agent flag’s mode and the org, and lands on the agent sign-in', async () => {
    const { session, fetch, router } = renderLogout(
      {
        'POST /service-optimize/heloc/api/v1/feature': [200, { enabled: true, variables: { mode: 'broker' } }],
        [AGENT_LOGOUT]: [200, { redirect: '/auth/agent/login' }],
      },
      'agent',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('agent login page');
    const [url] = logoutCall(fetch)!;
    expect(url.pathname).toBe('/identity-broker/agent/secure/api/v3/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      applicationName: 'heloc',
      orgCode: 'MERIDIAN',
      mode: 'broker',
    });
    const flagAsked = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([u]) => u.includes('/feature'))!;
    expect(JSON.parse(String(flagAsked[1].body))).toMatchObject({ featureKey: SESSION_SETTINGS.login.flags.agent });
    expect(session.tokens.value).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/agent/login');
  });

  it.each([
    ['fails', [503, { message: 'down' }]],
    ['answers 401', [401, { message: 'unauthenticated' }]],
  ] as const)('falls back to /auth/login when the call %s', async (_name, answer) => {
    const { session, router } = renderLogout({ [LOGOUT]: [answer[0], answer[1]] });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('login page');
    expect(session.tokens.value).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
