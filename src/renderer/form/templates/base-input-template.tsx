import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import type { ChangeEvent, HTMLAttributes, Ref } from 'react';
import { fieldAria } from '../field-state';

/** What our widgets add to RJSF's input props (inputMode, autoCapitalize, spellCheck are HTML attributes already in them). */
export interface InputExtras {
  inputRef?: Ref<HTMLInputElement>;
  /** Ids of further describing elements the widget draws (e.g. the password rules). */
  describedBy?: string[];
}

export type InputTemplateProps = BaseInputTemplateProps & InputExtras;

type InputMode = NonNullable<HTMLAttributes<HTMLInputElement>['inputMode']>;
const INPUT_MODES = new Set<string>(['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search']);

function inputModeFrom(explicit: InputMode | undefined, option: unknown, autocomplete: unknown): InputMode | undefined {
  if (explicit) return explicit;
  if (typeof option === 'string' && INPUT_MODES.has(option)) return option as InputMode;
  // A zip code is digits: phones show the number pad.
  return autocomplete === 'postal-code' ? 'numeric' : undefined;
}

/**
 * The one text-like input every widget draws: autocomplete from ui:autocomplete, inputmode per
 * widget (or ui:options.inputMode), ui:options.maxLength as the input's maxlength, aria-required instead of `required` (the core validates, not
 * the browser), and aria-invalid / aria-describedby from the errors the core passed in.
 */
export function BaseInputTemplate(props: InputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    required,
    readonly,
    disabled,
    placeholder,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    registry,
    rawErrors,
    type,
  } = props;
  const { autoComplete, type: inputType } = getInputProps(schema, type, options);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      ref={props.inputRef}
      id={id}
      name={htmlName || id}
      className="field__input"
      type={inputType}
      value={value == null ? '' : String(value)}
      autoComplete={autoComplete}
      inputMode={inputModeFrom(props.inputMode, options.inputMode, autoComplete)}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      autoCapitalize={props.autoCapitalize}
      spellCheck={props.spellCheck}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...fieldAria({ id, registry, help: options.help, rawErrors, required, describedBy: props.describedBy })}
    />
  );
}
