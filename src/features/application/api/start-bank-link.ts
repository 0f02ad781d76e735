import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { BankLinkOAuthRequest } from '@/generated/types/bank-link-oauth-request';
import type { BankLinkOAuthResponse } from '@/generated/types/bank-link-oauth-response';
import { useHttp } from '@/renderer/http/http-context';
import { applicationBase } from './application-base';

/** POST BASE/bank-link/oauth: where the borrower signs in with their bank; it sends them back to plaid-oauth-success. */
function startBankLink(http: HttpClient, uuid: string, body: BankLinkOAuthRequest): Promise<BankLinkOAuthResponse> {
  return http<BankLinkOAuthResponse>('POST', `${applicationBase(uuid)}/bank-link/oauth`, { body });
}

export function useStartBankLink(uuid: string) {
  const http = useHttp();
  return useMutation({
    mutationKey: ['application', uuid, 'bank-link'],
    mutationFn: (body: BankLinkOAuthRequest) => startBankLink(http, uuid, body),
  });
}
