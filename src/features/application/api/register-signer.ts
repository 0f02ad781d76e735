import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { useHttp } from '@/renderer/http/http-context';

export interface SignerRegistration {
  resumeToken: string;
  password: string;
}

/**
 * POST /identity/api/v1/registration/signer: the invited signer's own identity (profile type
 * CO_DEEDER). The answer's jwt is stored by the HTTP client, as on every call that returns one.
 */
function registerSigner(http: HttpClient, orgCode: string, body: SignerRegistration) {
  return http<{ jwt: string }>('POST', '/identity/api/v1/registration/signer', {
    query: { organization: orgCode },
    body,
    external: true,
  });
}

/** A 401 here means the email has an account already: an answer (the call is external, so never an ended session). */
export function useRegisterSigner(orgCode: string) {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SignerRegistration) => registerSigner(http, orgCode, body),
  });
}
