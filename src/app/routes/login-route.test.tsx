import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, IDENTITY_V1, renderRoutes } from '@/features/session/test-support/session-test-kit';
import { localTokenStore } from '../session/token-store';
import { LoginRoute } from './login-route';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

async function signInAt(url: string) {
  const fetch = fakeFetch({
    ...IDENTITY_V1,
    'POST /identity-broker/customer/api/v3/login': [200, { jwt: 'token-1', redirect: '/dashboard' }],
  });
  const { router } = renderRoutes(
    [
      { path: '/auth/login', element: <LoginRoute /> },
      { path: '*', element: <p>landed</p> },
    ],
    { at: url, fetch, tokens: localTokenStore },
  );
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'pat@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sandbox-Pass1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('landed');
  return router.state.location.pathname + router.state.location.search;
}

describe('after sign-in', () => {
  it.each([
    ['/auth/login?redirectUrl=%2Fdashboard%2Fsettings', '/dashboard/settings'],
    ['/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%3Fstep%3D2', '/account/heloc/register-v2?step=2'],
    ['/auth/login', '/dashboard'],
    ['/auth/login?redirectUrl=%2F%2Fevil.example', '/dashboard'],
    ['/auth/login?redirectUrl=%2F%5Cevil.example', '/dashboard'],
    ['/auth/login?redirectUrl=https%3A%2F%2Fevil.example', '/dashboard'],
    ['/auth/login?redirectUrl=javascript%3Aalert(1)', '/dashboard'],
    ['/auth/login?redirectUrl=%2FDashboard', '/dashboard'],
  ])('%s lands on %s', async (url, expected) => {
    expect(await signInAt(url)).toBe(expected);
    expect(localTokenStore.get()).toBe('token-1');
  });
});
