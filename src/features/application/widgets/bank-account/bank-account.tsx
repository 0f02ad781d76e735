import { useId, useRef, useState, type FormEvent } from 'react';
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountBody,
  EMPTY_BANK_ACCOUNT,
  validateBankAccount,
  type BankAccountErrors,
  type BankAccountField,
  type BankAccountValues,
} from '@/core/bank/bank-account-form';
import { atOptionStatus } from '@/core/application/widget-status';
import { maskAccountNumber } from '@/core/bank/account-number';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { disburseAccountOf } from '../../widget-parts/application-fields';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';
import { AccountFields } from './account-fields';
import './bank-account.css';

type AutopayMethod = '' | 'same' | 'new' | 'decline';

/**
 * Bank account entry. At options.statuses.verified (VERIFIED_AUTOPAY_ACCOUNT) the accounts on file can be confirmed instead. options.purpose DISBURSEMENT (bank/disburse, bank/manual-disburse) posts
 * set-disbursement-account; AUTOPAY (bank/autopay) first asks whether to use the disbursement
 * account, another account, or to pay by hand, and posts set-autopay-account.
 */
export default function BankAccount({ application, copy, options, submitTask, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const autopay = options.purpose === 'AUTOPAY';
  const disburse = disburseAccountOf(application);
  const [method, setMethod] = useState<AutopayMethod>(autopay ? '' : 'new');
  const [methodError, setMethodError] = useState<string | undefined>();
  const [values, setValues] = useState<BankAccountValues>(EMPTY_BANK_ACCOUNT);
  const [errors, setErrors] = useState<BankAccountErrors>({});
  const action = useAction();
  const id = useId();
  const alertId = `${id}-alert`;
  const methodRef = useRef<HTMLInputElement>(null);
  const refs = {
    routingNumber: useRef<HTMLInputElement>(null),
    accountNumber: useRef<HTMLInputElement>(null),
    confirmAccountNumber: useRef<HTMLInputElement>(null),
    accountType: useRef<HTMLInputElement>(null),
    holderName: useRef<HTMLInputElement>(null),
  };

  const change = (field: BankAccountField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error is re-checked as the borrower fixes it; none appears while typing.
    if (errors[field]) setErrors({ ...errors, [field]: validateBankAccount(next)[field] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (autopay && !method) {
      setMethodError(word('methodRequired'));
      methodRef.current?.focus();
      return;
    }
    if (method === 'new') {
      const found = validateBankAccount(values);
      setErrors(found);
      const first = BANK_ACCOUNT_FIELDS.find((field) => found[field]);
      if (first) {
        refs[first].current?.focus();
        return;
      }
    }
    const task = autopay ? 'set-autopay-account' : 'set-disbursement-account';
    const body = method === 'same' ? { sameAsDisbursement: true } : method === 'decline' ? { decline: true } : bankAccountBody(values);
    void action.run(() => submitTask(task, body));
  };


  const methods = () => [
    // Offered only once a disbursement account is on file.
    ...(disburse ? [{ value: 'same', label: disburse.mask ? fillTemplate(word('methodSame'), { mask: maskAccountNumber(disburse.mask) }) : word('methodSameUnmasked') }] : []),
    { value: 'new', label: word('methodNew') },
    { value: 'decline', label: word('methodDecline'), description: word('methodDeclineDescription') },
  ];

  // Verified accounts on file only need the borrower's confirmation (bank/confirm).
  const verified = autopay && atOptionStatus(options, 'verified', application.status.checklistStatus);

  return (
    <form className="step-form bank-account" noValidate onSubmit={submit}>
      {verified && (
        <div className="bank-account__verified">
          <p>{word('verifiedOnFile')}</p>
          <button type="button" className="button" onClick={() => goTo('bank/confirm')}>
            {word('reviewOnFile')}
          </button>
        </div>
      )}
      <FormAlert id={alertId} message={action.error} />
      {autopay && (
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
      )}
      {method === 'new' && <AccountFields values={values} errors={errors} onChange={change} word={word} alertId={action.error ? alertId : undefined} refs={refs} />}
      <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
        {word('submit')}
      </SubmitButton>
    </form>
  );
}
