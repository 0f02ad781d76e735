import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { oauthReturnTarget, takeOAuthReturn } from '@/core/navigation/oauth-return';

/**
 * /account/heloc/plaid-oauth-success: the bank sends the borrower back here. The application and
 * the screen they left from come from the value kept before leaving (taken once, so a reload or
 * a second visit finds nothing); the screen continues with the bank's ?oauth_state_id=. Without
 * a value, or with a stale one, the dashboard says what happened.
 */
export function PlaidOAuthRoute() {
  const { search } = useLocation();
  const [target] = useState(() => oauthReturnTarget(takeOAuthReturn(window.localStorage, Date.now()), search));
  return <Navigate to={target.path} replace state={target.notice ? { notice: target.notice } : undefined} />;
}
