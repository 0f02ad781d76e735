import type { WidgetProps } from '@rjsf/utils';
import { useRef, type KeyboardEvent } from 'react';
import { fieldIds } from '../field-errors';
import { fieldAria } from '../field-state';
import { stepFormContext } from '../form-context';
import { optionIndexOf, optionValueAt } from './enum-options';

const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

interface ChoiceGroupProps {
  widget: WidgetProps;
  choices: readonly string[];
  selected: number | undefined;
  onSelect: (index: number) => void;
}

/**
 * Native radios as large tiles in a radiogroup named by the field's label. Arrow keys move and
 * select (handled here, so every browser behaves alike); Tab enters the group, Space selects.
 */
function ChoiceGroup({ widget, choices, selected, onSelect }: ChoiceGroupProps) {
  const { id, htmlName, registry, options, rawErrors, required, disabled, readonly, onBlur, onFocus } = widget;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const select = (index: number) => {
    if (!disabled && !readonly) onSelect(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || disabled || readonly) return;
    event.preventDefault();
    const from = inputs.current.findIndex((input) => input === event.target);
    const next = ((from === -1 ? (selected ?? 0) : from) + step + choices.length) % choices.length;
    select(next);
    inputs.current[next]?.focus();
  };
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={fieldIds.label(id)}
      className="choices"
      onKeyDown={onKeyDown}
      {...fieldAria({ id, registry, help: options.help, rawErrors, required })}
    >
      {choices.map((label, index) => (
        <label key={index} className="choice">
          <input
            ref={(input) => {
              inputs.current[index] = input;
            }}
            type="radio"
            className="choice__input"
            id={`${id}-${index}`}
            name={htmlName || id}
            checked={selected === index}
            disabled={disabled}
            onChange={() => select(index)}
            onBlur={() => onBlur(id, widget.value)}
            onFocus={() => onFocus(id, widget.value)}
          />
          <span className="choice__label">{label}</span>
        </label>
      ))}
    </div>
  );
}

/** A yes/no question as two large radios; stores true or false. Words from labels.yes / labels.no. */
export function YesNoWidget(props: WidgetProps) {
  const { labels } = stepFormContext(props.registry);
  const selected = props.value === true ? 0 : props.value === false ? 1 : undefined;
  return (
    <ChoiceGroup
      widget={props}
      choices={[labels.yes, labels.no]}
      selected={selected}
      onSelect={(index) => props.onChange(index === 0)}
    />
  );
}

/** One of the schema's enum values as radios; option labels from the schema (oneOf titles or ui:enumNames). */
export function RadioWidget(props: WidgetProps) {
  const enumOptions = props.options.enumOptions ?? [];
  const index = optionIndexOf(props.value, enumOptions);
  return (
    <ChoiceGroup
      widget={props}
      choices={enumOptions.map((option) => option.label)}
      selected={index === undefined ? undefined : Number(index)}
      onSelect={(next) => props.onChange(optionValueAt(String(next), enumOptions, props.options.emptyValue))}
    />
  );
}
