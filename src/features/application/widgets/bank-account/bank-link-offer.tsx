import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { OAUTH_STATE_PARAM, saveOAuthReturn } from '@/core/navigation/oauth-return';
import { useStartBankLink } from '../../api/start-bank-link';
import type { useAction } from '../../widget-parts/use-action';

/** The bank-link return route (flows/routes/pages.json). */
const OAUTH_RETURN_PATH = '/account/heloc/plaid-oauth-success';

interface BankLinkOfferProps {
  uuid: string;
  /** This screen (bank/disburse, bank/autopay): where plaid-oauth-success brings the borrower back. */
  screenPath: string;
  /** The task the linked account is sent with (set-disbursement-account or set-autopay-account). */
  task: 'set-disbursement-account' | 'set-autopay-account';
  /** The URL's query: the bank's ?oauth_state_id= (and ?error= when access was not allowed). */
  search: URLSearchParams;
  word: (key: string) => string;
  submitTask: (task: string, body: unknown) => Promise<void>;
  /** The widget's one action: a failure shows in its one alert, and the typed form waits meanwhile. */
  action: ReturnType<typeof useAction>;
}

/**
 * "Link your bank" on the bank step: Connect starts a bank link for purpose BANK, keeps the
 * application and this screen (core/navigation/oauth-return) and leaves for the bank, which sends
 * the borrower back through plaid-oauth-success to this screen with ?oauth_state_id=. On arrival
 * the task is posted once with that id: the bank gives the account, and the workflow moves on as
 * it does after the typed form (the alternative, drawn below this).
 */
export function BankLinkOffer({ uuid, screenPath, task, search, word, submitTask, action }: BankLinkOfferProps) {
  const oauthStateId = search.get(OAUTH_STATE_PARAM);
  const declinedAtBank = oauthStateId !== null && search.has('error');
  const onArrival = oauthStateId !== null && !declinedAtBank;
  const startBankLink = useStartBankLink(uuid);
  const { run } = action;
  const id = useId();
  const headingId = `${id}-heading`;
  const sent = useRef(false);
  const finish = () => submitTask(task, { oauthStateId });

  const connect = () =>
    run(async () => {
      const { oauthUrl } = await startBankLink.mutateAsync({ purpose: 'BANK', redirectUri: OAUTH_RETURN_PATH });
      saveOAuthReturn(window.localStorage, { uuid, screen: screenPath }, Date.now());
      window.location.assign(oauthUrl);
    });

  // The arrival is one moment: the task is sent with what the screen holds then.
  const arrive = useEffectEvent(() => void run(finish));
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!onArrival || sent.current) return;
    sent.current = true;
    arrive();
  }, [onArrival]);

  return (
    <section className="bank-account__link" aria-labelledby={headingId}>
      <h2 id={headingId}>{word('linkHeading')}</h2>
      <p>{word('linkIntro')}</p>
      {declinedAtBank && <p role="alert">{word('linkDeclined')}</p>}
      {onArrival && action.pending && <p role="status">{word('linkCompleting')}</p>}
      <button
        type="button"
        className="button"
        onClick={() => void connect()}
        aria-disabled={action.pending || undefined}
        aria-busy={action.pending || undefined}
      >
        {action.pending ? word('linkConnecting') : word('linkButton')}
      </button>
    </section>
  );
}
