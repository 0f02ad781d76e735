import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { atOptionStatus } from '@/core/application/widget-status';
import { OAUTH_STATE_PARAM } from '@/core/navigation/oauth-return';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import type { ScreenWidgetProps } from '../../screen-widget';
import { autopayAccountOf, disburseAccountOf } from '../../widget-parts/application-fields';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import { accountLabel } from './account-label';
import { AutopayMethodChoice, type AutopayMethod } from './autopay-method-choice';
import { BankLinkOffer } from './bank-link-offer';
import './bank-account.css';

type BankAccountAnswers = {
  holderName?: string;
  routingNumber?: string;
  accountNumber?: string;
  confirmAccountNumber?: string;
  accountType?: string;
};

/**
 * Bank account entry: the form of flows/forms/bank-account.json (the routing number passes the
 * ABA checksum rule, the confirmation matches). At options.statuses.verified
 * (VERIFIED_AUTOPAY_ACCOUNT) the accounts on file can be confirmed instead. options.purpose
 * DISBURSEMENT (bank/disburse, bank/manual-disburse) posts set-disbursement-account; AUTOPAY
 * (bank/autopay) first asks whether to use the disbursement account, another account, or to pay
 * by hand, and posts set-autopay-account. With options.bankLink the account can instead be linked
 * at the borrower's bank (BankLinkOffer), the typed form staying as the alternative; an account
 * linked so is shown by its bank and last four digits.
 */
export default function BankAccount({
  uuid,
  screenPath,
  application,
  copy,
  options,
  submitTask,
  goTo,
}: ScreenWidgetProps<'bank-account'>) {
  const word = words(copy);
  const autopay = options.purpose === 'AUTOPAY';
  const disburse = disburseAccountOf(application);
  const linkOffered = options.bankLink === true;
  const [search] = useSearchParams();
  // Back from the bank (plaid-oauth-success): autopay continues with "a different account".
  const backFromBank = linkOffered && search.has(OAUTH_STATE_PARAM);
  const [method, setMethod] = useState<AutopayMethod>(autopay && !backFromBank ? '' : 'new');
  const [values, setValues] = useState<BankAccountAnswers>({});
  const action = useAction();
  const id = useId();
  const alertId = `${id}-alert`;
  const task = autopay ? 'set-autopay-account' : 'set-disbursement-account';

  const sendAccount = ({ confirmAccountNumber: _confirmation, ...account }: BankAccountAnswers) => {
    void action.run(() => submitTask(task, account));
  };

  const onFile = autopay ? autopayAccountOf(application) : disburse;

  // Verified accounts on file only need the borrower's confirmation (bank/confirm).
  const verified = autopay && atOptionStatus(options, 'verified', application.status.checklistStatus);

  return (
    <div className="bank-account">
      {verified && (
        <div className="bank-account__verified">
          <p>{word('verifiedOnFile')}</p>
          <button type="button" className="button" onClick={() => goTo('bank/confirm')}>
            {word('reviewOnFile')}
          </button>
        </div>
      )}
      {linkOffered && onFile?.institution && onFile.mask && (
        <p className="bank-account__on-file">
          {fillTemplate(word('linkedOnFile'), { account: accountLabel(word, onFile.institution, onFile.mask) })}
        </p>
      )}
      <FormAlert id={alertId} message={action.error} />
      {autopay && (
        <AutopayMethodChoice
          id={`${id}-method`}
          word={word}
          disburse={disburse}
          method={method}
          onMethod={setMethod}
          pending={action.pending}
          onChosen={(chosen) =>
            void action.run(() =>
              submitTask(task, chosen === 'same' ? { sameAsDisbursement: true } : { decline: true }),
            )
          }
        />
      )}
      {method === 'new' && linkOffered && (
        <>
          <BankLinkOffer
            uuid={uuid}
            screenPath={screenPath}
            task={task}
            search={search}
            word={word}
            submitTask={submitTask}
            action={action}
          />
          <h2 className="bank-account__manual-heading">{word('manualHeading')}</h2>
        </>
      )}
      {method === 'new' && (
        <FlowStepForm<BankAccountAnswers>
          formKey="bank-account"
          values={values}
          onChange={setValues}
          onValid={sendAccount}
          submitting={action.pending}
          submitLabel={word('submit')}
          describedBy={action.error ? alertId : undefined}
        />
      )}
    </div>
  );
}
