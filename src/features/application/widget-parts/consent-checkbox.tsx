import type { Ref } from 'react';
import { FieldError } from './field-error';

/** One consent the borrower must tick before a screen's task is sent; its label is the words recorded. */
export function ConsentCheckbox({
  id,
  label,
  checked,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="field">
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={id}
          className="checkbox__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          ref={inputRef}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
