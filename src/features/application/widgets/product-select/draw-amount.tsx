import { useId, type Ref } from 'react';
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
 * The initial draw: a slider (input type=range, whole dollars from the rounded-up minimum to the
 * rounded-down maximum) and a money field that say the same amount. Both are labelled; the
 * field's error is tied to it with aria-describedby.
 */
export function DrawAmount({ fieldRef, copy, bounds, text, value, error, onSlide, onType, onBlur }: DrawAmountProps) {
  const id = useId();
  const help = word(copy, 'drawHelp', { min: money(bounds.min), max: money(bounds.max) });
  return (
    <fieldset className="draw-amount">
      <legend>{word(copy, 'drawHeading')}</legend>
      <div className="field">
        <label htmlFor={`${id}-slider`}>{word(copy, 'drawSlider')}</label>
        <input
          id={`${id}-slider`}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value}
          aria-valuetext={money(value)}
          aria-describedby={`${id}-help`}
          onChange={(e) => onSlide(Number(e.target.value))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-field`}>{word(copy, 'drawField')}</label>
        <input
          ref={fieldRef}
          id={`${id}-field`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
          onChange={(e) => onType(e.target.value)}
          onBlur={onBlur}
        />
        <p id={`${id}-help`} className="field__help">
          {help}
        </p>
        {error && (
          <p id={`${id}-error`} className="field__messages--error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
