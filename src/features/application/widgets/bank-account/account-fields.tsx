import { useId, type RefObject } from 'react';
import type { BankAccountErrors, BankAccountField, BankAccountValues } from '@/core/bank/bank-account-form';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { TextField } from '../../widget-parts/text-field';

export interface AccountFieldsProps {
  values: BankAccountValues;
  errors: BankAccountErrors;
  onChange: (field: BankAccountField, value: string) => void;
  word: (key: string) => string;
  alertId: string | undefined;
  refs: Record<BankAccountField, RefObject<HTMLInputElement | null>>;
}

/** Holder name, routing number, account number twice and the account type. */
export function AccountFields({ values, errors, onChange, word, alertId, refs }: AccountFieldsProps) {
  const id = useId();
  const message = (field: BankAccountField) => (errors[field] ? word(errors[field]) : undefined);
  // Bank numbers are never offered for autofill (autocomplete off): a stored wrong number is
  // worse than typing it again.
  const numberField = (field: 'routingNumber' | 'accountNumber' | 'confirmAccountNumber', maxLength: number) => (
    <TextField
      id={`${id}-${field}`}
      name={field}
      label={word(`${field}Label`)}
      hint={field === 'routingNumber' ? word('routingNumberHint') : undefined}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      autoComplete="off"
      inputMode="numeric"
      maxLength={maxLength}
      error={message(field)}
      alertId={alertId}
      inputRef={refs[field]}
    />
  );
  return (
    <div className="field-list">
      <TextField
        id={`${id}-holderName`}
        name="holderName"
        label={word('holderNameLabel')}
        value={values.holderName}
        onChange={(value) => onChange('holderName', value)}
        autoComplete="name"
        error={message('holderName')}
        alertId={alertId}
        inputRef={refs.holderName}
      />
      {numberField('routingNumber', 11)}
      {numberField('accountNumber', 20)}
      {numberField('confirmAccountNumber', 20)}
      <ChoiceGroup
        id={`${id}-accountType`}
        name="accountType"
        legend={word('accountTypeLegend')}
        choices={[
          { value: 'CHECKING', label: word('checking') },
          { value: 'SAVINGS', label: word('savings') },
        ]}
        value={values.accountType}
        onChange={(value) => onChange('accountType', value)}
        error={message('accountType')}
        alertId={alertId}
        firstRef={refs.accountType}
      />
    </div>
  );
}
