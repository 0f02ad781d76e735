import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from '../field-state';
import { stepFormContext } from '../form-context';
import { optionIndexOf, optionValueAt } from './enum-options';

/** A native select of the schema's enum values, led by a placeholder option (ui:placeholder or labels.selectPlaceholder). */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    options,
    registry,
    rawErrors,
    required,
    disabled,
    readonly,
    placeholder,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { labels } = stepFormContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const selected = optionIndexOf(value, enumOptions) ?? '';
  const valueOf = (index: string) => optionValueAt(index, enumOptions, options.emptyValue);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="field__select"
      value={selected}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      disabled={disabled || readonly}
      onChange={(event) => onChange(valueOf(event.target.value))}
      onBlur={(event) => onBlur(id, valueOf(event.target.value))}
      onFocus={(event) => onFocus(id, valueOf(event.target.value))}
      {...fieldAria({ id, registry, help: options.help, rawErrors, required })}
    >
      <option value="">{placeholder || labels.selectPlaceholder}</option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
