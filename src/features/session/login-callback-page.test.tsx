import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePendingLogin } from '@/core/session/hosted-login';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { LoginCallbackPage } from './login-callback-page';
import { fakeFetch, IDENTITY_V1, renderRoutes, sentBody, testSession } from './test-support/session-test-kit';

const STATE = 'state-0123456789abcdef';
const words = SESSION_SETTINGS.login.copy.hosted;

function renderCallback(search: string, routes: Parameters<typeof fakeFetch>[0]) {
  const session = { ...testSession(), kinds: { get: vi.fn(), set: vi.fn() } };
  const fetch = fakeFetch(routes);
  const onSignedIn = vi.fn();
  renderRoutes(
    [
      {
        path: '/auth/callback',
        element: <LoginCallbackPage session={session} search={search} onSignedIn={onSignedIn} />,
      },
    ],
    { at: `/auth/callback${search}`, fetch, tokens: session.tokens },
  );
  return { session, fetch, onSignedIn };
}

describe('the way back from the authentication provider', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('trades the code of this tab’s round trip on its path, keeps the session and goes where the sign-in was asked from', async () => {
    savePendingLogin(window.sessionStorage, { state: STATE, kind: 'agent', redirectUrl: '/account/heloc/abc' });
    const { session, fetch, onSignedIn } = renderCallback(`?code=code-1&state=${STATE}`, {
      'POST /identity-broker/agent/api/v3/login/code': [200, { jwt: 'fresh', redirect: '/account/heloc/abc' }],
      ...IDENTITY_V1,
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/account/heloc/abc'));
    expect(session.tokens.value).toBe('fresh');
    expect(session.kinds.set).toHaveBeenCalledWith('agent');
    const [, init] = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.includes('/code'))!;
    expect(sentBody(init)).toEqual({ code: 'code-1', state: STATE });
  });

  it.each([
    ['another tab’s state', `?code=code-1&state=other-state-0123456789`],
    ['a cancel at the provider', `?error=access_denied&state=${STATE}`],
  ])('signs nobody in for %s, and offers the sign-in again', async (_, search) => {
    savePendingLogin(window.sessionStorage, { state: STATE, kind: 'customer', redirectUrl: null });
    const { session, fetch, onSignedIn } = renderCallback(search, {});
    expect(await screen.findByRole('heading', { level: 1, name: words.failed })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.retry }).getAttribute('href')).toBe('/auth/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.tokens.value).toBeNull();
  });

  it('shows the broker’s refusal of an expired code', async () => {
    savePendingLogin(window.sessionStorage, { state: STATE, kind: 'customer', redirectUrl: null });
    const { onSignedIn } = renderCallback(`?code=code-1&state=${STATE}`, {
      'POST /identity-broker/customer/api/v3/login/code': [
        401,
        { status: 401, message: 'Invalid or expired sign-in code' },
      ],
    });
    expect(await screen.findByText('Invalid or expired sign-in code')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: words.failed })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
