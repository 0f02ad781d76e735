import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getIdentityV1 } from '@/api/session-identity';
import type { HttpClient } from '@/core/http/http-client';
import { UNEXPECTED_MESSAGE } from '@/core/http/http-error';
import { isSafeRedirectPath } from '@/core/navigation/safe-links';
import type { LoginKind, LoginMode } from '@/core/session/login-mode';
import type { LoginResponse } from '@/generated/types/login-response';
import { useHttp } from '@/renderer/http/http-context';
import type { SessionControls } from '../session-controls';

export interface LoginInput {
  email: string;
  password: string;
  /** Sent only when it is a safe site path (the sandbox and the real service refuse others). */
  redirectUrl?: string | null;
  telemetryTrackingId?: string | null;
  /** The borrower (customer, the default) or the broker/agent identity-broker path. */
  kind?: LoginKind;
  /** The login mode the kind's flag chose (platform spec, section 6); sent when known. */
  mode?: LoginMode;
}

export const APPLICATION_NAME = 'heloc';

function postLogin(
  http: HttpClient,
  { email, password, redirectUrl, telemetryTrackingId, kind = 'customer', mode }: LoginInput,
): Promise<LoginResponse> {
  return http<LoginResponse>('POST', `/identity-broker/${kind}/api/v3/login`, {
    body: { email, password },
    // A wrong password is a 401 the form shows, not an ended session.
    sessionEnd: 'ignore',
    query: {
      applicationName: APPLICATION_NAME,
      mode,
      redirectUrl: isSafeRedirectPath(redirectUrl) ? redirectUrl : undefined,
      telemetryTrackingId: telemetryTrackingId || undefined,
    },
  });
}

/**
 * Reads the identity with a token just received (GET identity v1 with that Authorization,
 * platform-services section 7); the token is forgotten unless it names one.
 */
export async function confirmToken(
  http: HttpClient,
  session: SessionControls,
  jwt: string | undefined,
): Promise<string> {
  try {
    if (!jwt) throw new Error(UNEXPECTED_MESSAGE);
    await getIdentityV1(http, jwt);
  } catch (error) {
    session.tokens.clear();
    throw error;
  }
  return jwt;
}

/**
 * Signs in, then reads the identity with the token just received (GET identity v1 with that
 * Authorization, platform-services section 7), and keeps the token only when it names an
 * identity. A wrong password is a 401 the form shows, so the call tells the HTTP client's
 * session hook to leave it. Cached data of whoever was signed in before is dropped.
 */
export function useLogin(session: SessionControls) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['session', 'login'],
    mutationFn: async (input: LoginInput) => ({
      jwt: await confirmToken(http, session, (await postLogin(http, input)).jwt),
      kind: input.kind ?? 'customer',
    }),
    onSuccess: ({ jwt, kind }) => {
      session.tokens.set(jwt);
      session.kinds?.set(kind);
      queryClient.removeQueries();
    },
  });
}
