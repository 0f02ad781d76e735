import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from '../field-state';

/** Rows of a textarea unless ui:options.rows says otherwise (platform-services section 9). */
export const TEXTAREA_DEFAULT_ROWS = 5;

/**
 * Free text over several lines (feedback, survey comments). Like the one input every other widget
 * draws: aria-required rather than `required` (the core validates), aria-invalid and
 * aria-describedby from what the core found, autocomplete from ui:autocomplete.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, placeholder, onBlur, onFocus, onChange, options } = props;
  const rows = typeof options.rows === 'number' ? options.rows : TEXTAREA_DEFAULT_ROWS;
  const autoComplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="field__input field__input--textarea"
      rows={rows}
      value={value == null ? '' : String(value)}
      autoComplete={autoComplete}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...fieldAria({
        id,
        registry: props.registry,
        help: options.help,
        rawErrors: props.rawErrors,
        required,
      })}
    />
  );
}
