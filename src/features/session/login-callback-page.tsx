import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/core/http/http-error';
import { callbackOutcome, type CallbackOutcome } from '@/core/session/hosted-login';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { PageHeading } from '@/renderer/page-heading';
import { useLoginCode } from './api/hosted-login';
import type { SessionControls } from './session-controls';

const { login } = SESSION_SETTINGS;
const words = login.copy.hosted;

/**
 * The authentication provider's way back (settings login.callbackPath): the code is traded for
 * the session only when the state is this tab's round trip, then `onSignedIn` takes the
 * borrower where the sign-in was asked from. Anything else says so, with a way back to sign-in.
 */
export function LoginCallbackPage({
  session,
  search,
  onSignedIn,
}: {
  session: SessionControls;
  search: string;
  onSignedIn: (redirectUrl: string | null) => void;
}) {
  const trade = useLoginCode(session);
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once: the round trip is read and removed, and a code is good for one trade.
    if (started.current) return;
    started.current = true;
    const found = callbackOutcome(search, window.sessionStorage);
    setOutcome(found);
    if ('trade' in found) trade.mutate(found.trade, { onSuccess: () => onSignedIn(found.trade.pending.redirectUrl) });
  }, [search, trade, onSignedIn]);

  const kind = outcome && 'failed' in outcome ? outcome.kind : 'customer';
  const failed = (outcome !== null && 'failed' in outcome) || trade.isError;
  return (
    <article className="content-page">
      <PageHeading title={failed ? login.copy.hosted.failed : words.returning} />
      <div role="alert">
        {trade.isError && (
          <div className="field__messages field__messages--error">
            <p className="field__message">{failureMessage(trade.error)}</p>
          </div>
        )}
      </div>
      {failed && (
        <p>
          <Link to={kind === 'agent' ? login.agentPath : '/auth/login'}>{words.retry}</Link>
        </p>
      )}
    </article>
  );
}
