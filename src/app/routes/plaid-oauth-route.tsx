import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { oauthReturnTarget, takeOAuthReturn } from '@/core/navigation/oauth-return';

/**
 * /account/heloc/plaid-oauth-success: the bank sends the borrower back here. The application and
 * the screen they left from come from the value kept before leaving (taken once, so a reload or
 * a second visit finds nothing); the screen continues with the bank's ?oauth_state_id=. Without
 * a value, or with a stale one, the dashboard says what happened.
 */
type Target = ReturnType<typeof oauthReturnTarget>;

/**
 * The return taken on this page load, by the bank's query: a first render React sets aside and
 * draws again (the shell loading under a busy machine) must not find the value gone and send
 * the borrower to the dashboard as if nothing had been kept.
 */
let taken: { search: string; target: Target } | null = null;

function takeOnce(search: string): Target {
  if (taken?.search !== search)
    taken = { search, target: oauthReturnTarget(takeOAuthReturn(window.localStorage, Date.now()), search) };
  return taken.target;
}

export function PlaidOAuthRoute() {
  const { search } = useLocation();
  const [target] = useState(() => takeOnce(search));
  return <Navigate to={target.path} replace state={target.notice ? { notice: target.notice } : undefined} />;
}
