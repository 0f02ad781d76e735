import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/**
 * What every application field has around its control: the label, the hint, the error, each with
 * the id the control's aria-describedby names (`<id>-hint`, `<id>-error`). `after` goes between
 * the control and the error (a file field's chosen files).
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  after,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__help">
          {hint}
        </p>
      )}
      {children}
      {after}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
