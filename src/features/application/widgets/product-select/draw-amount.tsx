import { useId, type Ref } from 'react';
import { FieldFrame } from '../../widget-parts/field-frame';
import { describedBy } from '../../widget-parts/form-alert';
import { word, money, type Copy } from './offer-words';

export interface DrawAmountProps {
  /** The money field, focused when Continue finds the amount invalid. */
  fieldRef: Ref<HTMLInputElement>;
  copy: Copy;
  bounds: { min: number; max: number };
  /** What the text field shows (the borrower may be mid-way through typing). */
  text: string;
  /** The slider's position: the last valid amount. */
  value: number;
  /** The message to show under the field, or null. */
  error: string | null;
  onSlide: (amount: number) => void;
  onType: (text: string) => void;
  onBlur: () => void;
}

/**
 * The initial draw: a money field drawn as every other field of the application (FieldFrame, the
 * form's field__input), with a slider under it (input type=range, whole dollars from the
 * rounded-up minimum to the rounded-down maximum) that says the same amount. The field's hint and
 * error are tied to it with aria-describedby. The slider's label is for screen readers (the field's
 * says it for the eye), and its two ends repeat the hint, so they are drawn for the eye only.
 */
export function DrawAmount({ fieldRef, copy, bounds, text, value, error, onSlide, onType, onBlur }: DrawAmountProps) {
  const id = useId();
  const fieldId = `${id}-field`;
  const hint = word(copy, 'drawHelp', { min: money(bounds.min), max: money(bounds.max) });
  return (
    <fieldset className="field-group draw-amount">
      <legend className="field-group__legend">{word(copy, 'drawHeading')}</legend>
      <FieldFrame id={fieldId} label={word(copy, 'drawField')} hint={hint} error={error ?? undefined}>
        <input
          ref={fieldRef}
          id={fieldId}
          name="drawAmount"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className="field__input draw-amount__input"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${fieldId}-hint`, error && `${fieldId}-error`)}
          onChange={(e) => onType(e.target.value)}
          onBlur={onBlur}
        />
      </FieldFrame>
      <div className="field draw-amount__slider">
        <label htmlFor={`${id}-slider`} className="field__label form-visually-hidden">
          {word(copy, 'drawSlider')}
        </label>
        <input
          id={`${id}-slider`}
          className="draw-amount__range"
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value}
          aria-valuetext={money(value)}
          aria-describedby={`${fieldId}-hint`}
          onChange={(e) => onSlide(Number(e.target.value))}
        />
        <p className="draw-amount__ends" aria-hidden="true">
          <span>{money(bounds.min)}</span>
          <span>{money(bounds.max)}</span>
        </p>
      </div>
    </fieldset>
  );
}
