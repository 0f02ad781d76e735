import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorSummary, followSummaryLink } from '@/renderer/form/test-support/error-summary';
import { LoginPage } from './login-page';
import {
  fakeFetch,
  IDENTITY_V1,
  renderRoutes,
  sentBody,
  testSession,
  type FakeRoutes,
} from './test-support/session-test-kit';

const LOGIN = 'POST /identity-broker/customer/api/v3/login';

function renderLogin(routes: FakeRoutes, props: { redirectUrl?: string | null } = {}) {
  const session = testSession();
  const fetch = fakeFetch(routes);
  const onSignedIn = vi.fn();
  const page = renderRoutes(
    [{ path: '/auth/login', element: <LoginPage session={session} onSignedIn={onSignedIn} {...props} /> }],
    { at: '/auth/login', fetch, tokens: session.tokens },
  );
  return { session, fetch, onSignedIn, page };
}

/** The sign-in calls among everything the page asked (the login-mode flag is asked too). */
const loginCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => String(url).includes('/api/v3/login'));

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the sign-in form', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has a focused heading and labelled fields with the autocomplete the browser needs', async () => {
    renderLogin({});
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(document.activeElement).toBe(heading);
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(email().type).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().type).toBe('password');
    expect(screen.getByRole('link', { name: 'Start an application' }).getAttribute('href')).toBe(
      '/account/heloc/register-v2',
    );
  });

  it('ties each error to its field; the focused error summary leads to each', async () => {
    const { fetch } = renderLogin({});
    await screen.findByRole('heading', { name: 'Sign in' });
    submit();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter your email',
    );
    expect(document.getElementById(password().getAttribute('aria-describedby')!)!.textContent).toBe('Required');
    expect(document.activeElement).toBe(errorSummary());
    followSummaryLink('Please enter your email');
    expect(document.activeElement).toBe(email());
    fireEvent.change(email(), { target: { value: 'pat@example' } });
    expect(document.getElementById(email().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a valid email address',
    );
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
    submit();
    followSummaryLink('Required');
    expect(document.activeElement).toBe(password());
    expect(loginCalls(fetch)).toEqual([]);
  });

  it("shows the server's message in an alert tied to the fields when the credentials are wrong", async () => {
    const { onSignedIn, session } = renderLogin({
      [LOGIN]: [401, { status: 401, message: 'Invalid email or password' }],
    });
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Invalid email or password'));
    expect(password().getAttribute('aria-describedby')).toBe(alert.id);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.tokens.value).toBeNull();
  });

  it('signs in, stores the token and sends a safe redirectUrl along', async () => {
    const { fetch, onSignedIn, session } = renderLogin(
      { ...IDENTITY_V1, [LOGIN]: [200, { jwt: 'token-1', redirect: '/dashboard/settings' }] },
      { redirectUrl: '/dashboard/settings' },
    );
    fireEvent.change(email(), { target: { value: ' Pat@Example.com ' } });
    fireEvent.change(password(), { target: { value: 'Sandbox-Pass1!' } });
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(session.tokens.value).toBe('token-1');
    const [url, init] = loginCalls(fetch)[0]!;
    expect(new URL(url, 'http://x').searchParams.get('redirectUrl')).toBe('/dashboard/settings');
    expect(sentBody(init)).toEqual({ email: 'Pat@Example.com', password: 'Sandbox-Pass1!' });
  });

  it('reads the identity with the token it just received, and keeps no token when that fails', async () => {
    const { fetch, onSignedIn, session } = renderLogin({
      [LOGIN]: [200, { jwt: 'token-2', redirect: '/dashboard' }],
      'GET /identity/secure/api/v1/identity': [401, { message: 'Token state is invalid.' }],
    });
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    const identityCall = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      String(url).includes('/identity/secure/api/v1/identity'),
    )!;
    expect(new Headers(identityCall[1].headers).get('authorization')).toBe('Bearer token-2');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.tokens.value).toBeNull();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'does not send redirectUrl %j',
    async (redirectUrl) => {
      const { fetch, onSignedIn } = renderLogin(
        { ...IDENTITY_V1, [LOGIN]: [200, { jwt: 't', redirect: '/dashboard' }] },
        { redirectUrl },
      );
      fireEvent.change(email(), { target: { value: 'pat@example.com' } });
      fireEvent.change(password(), { target: { value: 'x' } });
      submit();
      await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
      expect(new URL(String(loginCalls(fetch)[0]![0]), 'http://x').searchParams.has('redirectUrl')).toBe(false);
    },
  );

  it('says something went wrong when the call fails without an answer', async () => {
    renderLogin({
      [LOGIN]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.change(email(), { target: { value: 'pat@example.com' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.'));
  });
});
