import { useId, type FormEvent } from 'react';
import { maskAccountNumber } from '@/core/bank/account-number';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { autopayAccountOf, disburseAccountOf, type LinkedAccount } from '../../widget-parts/application-fields';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';
import './bank-confirm.css';

/**
 * bank/confirm: the accounts on file, shown by the last four digits only ('••••1234'), with a way
 * back to change them; confirming posts confirm-bank.
 */
export default function BankConfirm({ application, copy, submitTask, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const action = useAction();
  const id = useId();
  const disburse = disburseAccountOf(application);
  const autopay = autopayAccountOf(application);
  // An account linked at the bank is named by its bank too.
  const shown = (account: LinkedAccount | null, none: string) => {
    if (!account?.mask) return none;
    const mask = maskAccountNumber(account.mask);
    return account.institution ? fillTemplate(word('linkedAccount'), { institution: account.institution, mask }) : mask;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => submitTask('confirm-bank', { confirmed: true }));
  };

  return (
    <form className="step-form bank-confirm" noValidate onSubmit={submit}>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <dl className="bank-confirm__accounts">
        <div className="bank-confirm__row">
          <dt>{word('disbursementLabel')}</dt>
          <dd>{shown(disburse, word('notLinked'))}</dd>
        </div>
        <div className="bank-confirm__row">
          <dt>{word('autopayLabel')}</dt>
          <dd>{shown(autopay, word('autopayNone'))}</dd>
        </div>
      </dl>
      <p className="bank-confirm__change">
        <button type="button" className="button button--secondary" onClick={() => goTo('bank/disburse')}>
          {word('change')}
        </button>
      </p>
      <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
        {word('submit')}
      </SubmitButton>
    </form>
  );
}
