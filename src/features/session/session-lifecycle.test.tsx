import { useQuery, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { useHttp } from '@/renderer/http/http-context';
import { LogoutButton } from './dashboard-page';
import { SESSION_END_IGNORED } from './session-controls';
import { fakeFetch, renderRoutes, testSession, type FakeRoutes } from './test-support/session-test-kit';
import { useSessionEndWatcher } from './use-session-end-watcher';

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

describe('useSessionEndWatcher', () => {
  function Page({ path, ignore = false }: { path: string; ignore?: boolean }) {
    const http = useHttp();
    const query = useQuery({
      queryKey: [path],
      queryFn: () => http('GET', path),
      ...(ignore ? { meta: SESSION_END_IGNORED } : {}),
    });
    const mutation = useMutation({ mutationFn: () => http('POST', path) });
    return (
      <>
        <p>{query.status}</p>
        <button type="button" onClick={() => mutation.mutate()}>
          send
        </button>
      </>
    );
  }

  function renderWatched(routes: FakeRoutes, page: React.ReactElement) {
    const session = testSession('token-1');
    const onEnded = vi.fn();
    function Watched() {
      useSessionEndWatcher(session, onEnded);
      return page;
    }
    renderRoutes([{ path: '/', element: <Watched /> }], { at: '/', fetch: fakeFetch(routes), tokens: session.tokens });
    return { session, onEnded };
  }

  it.each([
    ['401', [401, { message: 'unauthenticated' }]],
    ['403 invalid signature', [403, { message: 'invalid signature' }]],
    ['403 unauthenticated', [403, { message: 'Unauthenticated' }]],
  ] as const)('a query answered %s ends the session once', async (_name, [status, body]) => {
    const { session, onEnded } = renderWatched({ 'GET /secure': [status, body] }, <Page path="/secure" />);
    await waitFor(() => expect(onEnded).toHaveBeenCalledOnce());
    expect(session.tokens.value).toBeNull();
    expect(session.clearer).toHaveBeenCalledOnce();
  });

  it('a mutation answered 401 ends the session', async () => {
    const { onEnded } = renderWatched(
      { 'GET /ok': [200, {}], 'POST /ok': [401, { message: 'unauthenticated' }] },
      <Page path="/ok" />,
    );
    await screen.findByText('success');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledOnce());
  });

  it.each([
    ['a 403 that is a real refusal', { 'GET /secure': [403, { message: 'forbidden' }] }, false],
    ['a 500', { 'GET /secure': [500, { message: 'boom' }] }, false],
    ['a 401 the call handles itself', { 'GET /secure': [401, { message: 'identity exists' }] }, true],
  ] as const)('%s leaves the session alone', async (_name, routes, ignore) => {
    const { session, onEnded } = renderWatched(
      routes as unknown as FakeRoutes,
      <Page path="/secure" ignore={ignore} />,
    );
    await screen.findByText('error');
    expect(onEnded).not.toHaveBeenCalled();
    expect(session.tokens.value).toBe('token-1');
  });
});
