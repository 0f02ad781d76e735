import { useRef, useState, type FormEvent } from 'react';
import { flowForm } from '@/core/form/flow-forms';
import { fillTemplate } from '@/core/text/template';
import type { LinkedAccount } from '../../widget-parts/application-fields';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { SubmitButton } from '../../widget-parts/submit-button';
import { accountLabel } from './account-label';

export type AutopayMethod = '' | 'same' | 'new' | 'decline';

interface AutopayMethodChoiceProps {
  id: string;
  word: (key: string) => string;
  /** The disbursement account on file: "the same account" is offered only once there is one. */
  disburse: LinkedAccount | null;
  method: AutopayMethod;
  onMethod: (method: AutopayMethod) => void;
  pending: boolean;
  /** Sends a choice that needs no account typed: the same account, or paying by hand. */
  onChosen: (method: 'same' | 'decline') => void;
}

/**
 * Autopay's first question: the disbursement account, another account (the form below), or
 * paying by hand. The method is a choice between three ways to go on, not an answer the form checks.
 */
export function AutopayMethodChoice({
  id,
  word,
  disburse,
  method,
  onMethod,
  pending,
  onChosen,
}: AutopayMethodChoiceProps) {
  const [methodError, setMethodError] = useState<string | undefined>();
  const methodRef = useRef<HTMLInputElement>(null);

  const chooseMethod = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'new') return;
    if (!method) {
      setMethodError(word('methodRequired'));
      methodRef.current?.focus();
      return;
    }
    onChosen(method);
  };

  const methods = [
    ...(disburse
      ? [
          {
            value: 'same',
            label: disburse.mask
              ? fillTemplate(word('methodSame'), { mask: accountLabel(word, disburse.institution, disburse.mask) })
              : word('methodSameUnmasked'),
          },
        ]
      : []),
    { value: 'new', label: word('methodNew') },
    { value: 'decline', label: word('methodDecline'), description: word('methodDeclineDescription') },
  ];

  return (
    <form className="step-form" noValidate onSubmit={chooseMethod}>
      <ChoiceGroup
        id={id}
        name="autopayMethod"
        legend={word('methodLegend')}
        choices={methods}
        value={method}
        onChange={(value) => {
          onMethod(value as AutopayMethod);
          setMethodError(undefined);
        }}
        error={methodError}
        firstRef={methodRef}
      />
      {method !== 'new' && (
        <SubmitButton pending={pending} pendingLabel={flowForm('bank-account').submittingLabel}>
          {word('submit')}
        </SubmitButton>
      )}
    </form>
  );
}
