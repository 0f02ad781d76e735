import type { ChangeEvent, Ref } from 'react';
import { FieldFrame } from './field-frame';
import { describedBy } from './form-alert';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The form's alert id while it shows a server message. */
  alertId?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | undefined;
  type?: 'text' | 'email' | 'tel' | undefined;
  maxLength?: number | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled text input whose hint and error are tied to it. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  alertId,
  inputMode,
  type = 'text',
  maxLength,
  inputRef,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="field__input"
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        maxLength={maxLength}
        required
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`, alertId)}
      />
    </FieldFrame>
  );
}
