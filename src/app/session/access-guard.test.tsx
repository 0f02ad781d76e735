import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderRoutes, type FakeRoutes } from '@/features/session/test-support/session-test-kit';
import { useLocation } from 'react-router';
import { useHttp } from '@/renderer/http/http-context';
import { SESSION_ENDED_STATE, SessionGate } from './access-guard';
import { SESSION_CLEARERS, SESSION_DRAFTS } from './app-session';
import { sessionEnded } from './session-end';
import { localTokenStore } from './token-store';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  SESSION_CLEARERS.length = 0;
});

function SecurePage() {
  const http = useHttp();
  const query = useQuery({ queryKey: ['secure'], queryFn: () => http('GET', '/secure') });
  return <p>secure page {query.status}</p>;
}

/** A call made outside the query cache, as the feedback form posts. */
function PlainPostPage() {
  const http = useHttp();
  return (
    <button type="button" onClick={() => void http('POST', '/feedback').catch(() => undefined)}>
      Send
    </button>
  );
}

function LoginPage() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>login page {state?.notice}</p>;
}

function renderGuarded(at: string, routes: FakeRoutes = {}) {
  return renderRoutes(
    [
      {
        element: <SessionGate />,
        children: [
          { path: '/dashboard', element: <SecurePage /> },
          { path: '/feedback-form', element: <PlainPostPage /> },
          { path: '/terms', element: <p>terms page</p> },
          { path: '/auth/login', element: <LoginPage /> },
          { path: '/account/heloc/heloc-signer/login', element: <p>signer login</p> },
          { path: '/account/heloc/heloc-signer/intro', element: <p>signer intro</p> },
        ],
      },
    ],
    { at, fetch: fakeFetch(routes), tokens: localTokenStore, onSessionEnded: sessionEnded },
  );
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('the access guard', () => {
  it.each([
    ['/dashboard', '/auth/login?redirectUrl=%2Fdashboard', 'login page'],
    ['/account/heloc/heloc-signer/intro', '/account/heloc/heloc-signer/login', 'signer login'],
    ['/terms', '/terms', 'terms page'],
  ])('an anonymous visitor at %s ends at %s', async (at, expected, text) => {
    const { router } = renderGuarded(at);
    await screen.findByText(text);
    expect(where(router)).toBe(expected);
  });

  it('checks again on every navigation', async () => {
    localTokenStore.set('token-1');
    const { router } = renderGuarded('/terms', { 'GET /secure': [200, {}] });
    await screen.findByText('terms page');
    localTokenStore.clear();
    await router.navigate('/dashboard');
    await screen.findByText('login page');
    expect(where(router)).toBe('/auth/login?redirectUrl=%2Fdashboard');
    expect(screen.queryByText(/secure page/)).toBeNull();
  });

  it('a call answered 401 clears the session and goes to login with the page to come back to', async () => {
    localTokenStore.set('token-1');
    window.localStorage.setItem('telemetry_uuid', 'kept');
    const cleared: string[] = [];
    SESSION_CLEARERS.push(() => cleared.push('session data'));
    SESSION_DRAFTS.push(() => cleared.push('registration draft'));
    const { router } = renderGuarded('/dashboard?tab=1', { 'GET /secure': [401, { message: 'unauthenticated' }] });
    await screen.findByText(/login page/);
    expect(where(router)).toBe('/auth/login?redirectUrl=%2Fdashboard%3Ftab%3D1');
    expect(localTokenStore.get()).toBeNull();
    expect(window.localStorage.getItem('telemetry_uuid')).toBe('kept');
    // The half-filled registration stays in the tab: after signing in again the borrower finds it.
    expect(cleared).toEqual(['session data']);
    SESSION_DRAFTS.pop();
  });

  it.each([
    ['401', 401, { message: 'unauthenticated' }],
    ['403 invalid signature', 403, { message: 'invalid signature' }],
  ])(
    'a call outside the query cache answered %s ends the session too, and the login page says why',
    async (_, status, body) => {
      localTokenStore.set('token-1');
      const { router } = renderGuarded('/feedback-form', { 'POST /feedback': [status, body] });
      fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
      await screen.findByText(/login page/);
      expect(where(router)).toBe('/auth/login?redirectUrl=%2Ffeedback-form');
      expect(router.state.location.state).toEqual(SESSION_ENDED_STATE);
      expect(localTokenStore.get()).toBeNull();
    },
  );

  it('a 403 that is a refusal, not an ended session, keeps the borrower where they are', async () => {
    localTokenStore.set('token-1');
    const { router } = renderGuarded('/feedback-form', { 'POST /feedback': [403, { message: 'Forbidden' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where(router)).toBe('/feedback-form');
    expect(localTokenStore.get()).toBe('token-1');
  });
});
