import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { atOptionStatus } from '@/core/application/widget-status';
import { maskAccountNumber } from '@/core/bank/account-number';
import { flowForm } from '@/core/form/flow-forms';
import { OAUTH_STATE_PARAM } from '@/core/navigation/oauth-return';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import type { ScreenWidgetProps } from '../../screen-widget';
import { autopayAccountOf, disburseAccountOf } from '../../widget-parts/application-fields';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';
import { BankLinkOffer } from './bank-link-offer';
import './bank-account.css';

type AutopayMethod = '' | 'same' | 'new' | 'decline';
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
  const [methodError, setMethodError] = useState<string | undefined>();
  const [values, setValues] = useState<BankAccountAnswers>({});
  const action = useAction();
  const id = useId();
  const alertId = `${id}-alert`;
  const methodRef = useRef<HTMLInputElement>(null);
  const task = autopay ? 'set-autopay-account' : 'set-disbursement-account';

  // The method is a choice between three ways to go on, not an answer the form checks.
  const chooseMethod = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'new') return;
    if (!method) {
      setMethodError(word('methodRequired'));
      methodRef.current?.focus();
      return;
    }
    void action.run(() => submitTask(task, method === 'same' ? { sameAsDisbursement: true } : { decline: true }));
  };

  const sendAccount = ({ confirmAccountNumber: _confirmation, ...account }: BankAccountAnswers) => {
    void action.run(() => submitTask(task, account));
  };

  /** An account by its last four digits, after its bank's name when it was linked there. */
  const shown = (institution: string | undefined, mask: string) =>
    institution
      ? fillTemplate(word('linkedAccount'), { institution, mask: maskAccountNumber(mask) })
      : maskAccountNumber(mask);
  const onFile = autopay ? autopayAccountOf(application) : disburse;

  const methods = () => [
    // Offered only once a disbursement account is on file.
    ...(disburse
      ? [
          {
            value: 'same',
            label: disburse.mask
              ? fillTemplate(word('methodSame'), { mask: shown(disburse.institution, disburse.mask) })
              : word('methodSameUnmasked'),
          },
        ]
      : []),
    { value: 'new', label: word('methodNew') },
    { value: 'decline', label: word('methodDecline'), description: word('methodDeclineDescription') },
  ];

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
          {fillTemplate(word('linkedOnFile'), { account: shown(onFile.institution, onFile.mask) })}
        </p>
      )}
      <FormAlert id={alertId} message={action.error} />
      {autopay && (
        <form className="step-form" noValidate onSubmit={chooseMethod}>
          <ChoiceGroup
            id={`${id}-method`}
            name="autopayMethod"
            legend={word('methodLegend')}
            choices={methods()}
            value={method}
            onChange={(value) => {
              setMethod(value as AutopayMethod);
              setMethodError(undefined);
            }}
            error={methodError}
            firstRef={methodRef}
          />
          {method !== 'new' && (
            <SubmitButton pending={action.pending} pendingLabel={flowForm('bank-account').submittingLabel}>
              {word('submit')}
            </SubmitButton>
          )}
        </form>
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
