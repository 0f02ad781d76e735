import type { ChangeEvent, Ref } from 'react';
import { UPLOAD_ACCEPT } from '@/core/documents/upload-file-check';
import { FieldFrame } from './field-frame';
import { describedBy } from './form-alert';
import './widget-parts.css';

export interface FileFieldProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  onChange: (files: File[]) => void;
  /** Names of the chosen files, read back to the borrower. */
  chosen?: string | undefined;
  multiple?: boolean | undefined;
  error?: string | undefined;
  alertId?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled file input for JPEG, PNG or PDF; the hint states the limits, the error is tied to it. */
export function FileField({
  id,
  name,
  label,
  hint,
  onChange,
  chosen,
  multiple,
  error,
  alertId,
  inputRef,
}: FileFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={
        chosen && (
          <p id={`${id}-chosen`} className="field__help">
            {chosen}
          </p>
        )
      }
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        className="field__input field__input--file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        required
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange([...(event.target.files ?? [])])}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, chosen && `${id}-chosen`, error && `${id}-error`, alertId)}
      />
    </FieldFrame>
  );
}
