import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { UNEXPECTED_MESSAGE } from '@/core/http/http-error';
import { isSafeRedirectPath } from '@/core/navigation/safe-links';
import { loginStateFrom, providerAddress, savePendingLogin, type PendingLogin } from '@/core/session/hosted-login';
import type { LoginKind, LoginMode } from '@/core/session/login-mode';
import type { LoginResponse } from '@/generated/types/login-response';
import { useHttp } from '@/renderer/http/http-context';
import type { SessionControls } from '../session-controls';
import { APPLICATION_NAME, confirmToken } from './post-login';

export interface HostedLoginInput {
  kind: LoginKind;
  mode?: LoginMode;
  redirectUrl?: string | null;
  telemetryTrackingId?: string | null;
}

/** POST .../login without a body: the broker answers the authentication provider's page. */
function postHostedLogin(http: HttpClient, input: HostedLoginInput, state: string): Promise<LoginResponse> {
  return http<LoginResponse>('POST', `/identity-broker/${input.kind}/api/v3/login`, {
    query: {
      applicationName: APPLICATION_NAME,
      mode: input.mode,
      redirectUrl: isSafeRedirectPath(input.redirectUrl) ? input.redirectUrl : undefined,
      telemetryTrackingId: input.telemetryTrackingId || undefined,
      state,
    },
    sessionEnd: 'ignore',
  });
}

/** POST .../login/code: the code the provider handed the callback, for the session. */
function postLoginCode(http: HttpClient, kind: LoginKind, code: string, state: string): Promise<LoginResponse> {
  return http<LoginResponse>('POST', `/identity-broker/${kind}/api/v3/login/code`, {
    body: { code, state },
    // An expired code is the callback's to show, not an ended session.
    sessionEnd: 'ignore',
  });
}

/**
 * Starts the sign-in through the authentication provider: a fresh state kept in this tab's
 * session storage with where to go afterwards, then off to the provider's page (a page load).
 */
export function useHostedLogin() {
  const http = useHttp();
  return useMutation({
    mutationKey: ['session', 'hosted-login'],
    mutationFn: async (input: HostedLoginInput) => {
      const state = loginStateFrom(crypto.getRandomValues(new Uint8Array(24)));
      const pending: PendingLogin = {
        state,
        kind: input.kind,
        redirectUrl: isSafeRedirectPath(input.redirectUrl) ? input.redirectUrl : null,
      };
      savePendingLogin(window.sessionStorage, pending);
      const address = providerAddress((await postHostedLogin(http, input, state)).redirect, window.location.origin);
      if (!address) throw new Error(UNEXPECTED_MESSAGE);
      window.location.assign(address);
    },
  });
}

/** Trades the callback's code for the session, on the path the round trip was started on. */
export function useLoginCode(session: SessionControls) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['session', 'login-code'],
    mutationFn: async ({ code, pending }: { code: string; pending: PendingLogin }) =>
      confirmToken(http, session, (await postLoginCode(http, pending.kind, code, pending.state)).jwt),
    onSuccess: (jwt, { pending }) => {
      session.tokens.set(jwt);
      session.kinds?.set(pending.kind);
      queryClient.removeQueries();
    },
  });
}
