import type { Ref } from 'react';
import { describedBy } from './form-alert';
import { FieldError } from './field-error';
import './widget-parts.css';

export interface Choice {
  value: string;
  label: string;
  description?: string | undefined;
}

export interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  alertId?: string | undefined;
  /** Receives the first radio, so a failed submit can move focus to the group. */
  firstRef?: Ref<HTMLInputElement> | undefined;
}

/** A radio group in a fieldset: the legend names it, the error is tied to every radio. */
export function ChoiceGroup({
  id,
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  alertId,
  firstRef,
}: ChoiceGroupProps) {
  return (
    <fieldset className="field-group field">
      <legend className="field-group__legend">{legend}</legend>
      <div className="choices choices--stacked" aria-invalid={error ? true : undefined}>
        {choices.map((choice, index) => {
          const choiceId = `${id}-${index}`;
          return (
            <label className="choice" key={choice.value} htmlFor={choiceId}>
              <input
                ref={index === 0 ? firstRef : undefined}
                id={choiceId}
                className="choice__input"
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${choiceId}-label`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(
                  choice.description && `${choiceId}-description`,
                  error && `${id}-error`,
                  alertId,
                )}
              />
              <span className="choice__text">
                <span id={`${choiceId}-label`} className="choice__label">
                  {choice.label}
                </span>
                {choice.description && (
                  <span id={`${choiceId}-description`} className="choice__description">
                    {choice.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
