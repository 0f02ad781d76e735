import { useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@/core/format/money';
import { groupSlotsByDay } from '@/core/format/slot-times';
import { fillTemplate } from '@/core/text/template';
import '@/renderer/form/form.css';
import { useNotarySlots } from '../../api/get-notary-slots';
import type { ScreenWidgetProps } from '../../screen-widget';
import { describedBy, FormAlert } from '../../widget-parts/form-alert';
import { FieldError } from '../../widget-parts/field-error';
import { SubmitButton } from '../../widget-parts/submit-button';
import { useAction } from '../../widget-parts/use-action';

export interface SlotPickerProps {
  uuid: string;
  word: (key: string) => string;
  submitTask: ScreenWidgetProps['submitTask'];
  onReserved: () => void;
}

/** Open appointments grouped by day as one radio group, the fee stated before the borrower commits. */
export function SlotPicker({ uuid, word, submitTask, onReserved }: SlotPickerProps) {
  const slots = useNotarySlots(uuid);
  const action = useAction();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const first = useRef<HTMLInputElement>(null);
  const id = useId();

  if (slots.isPending) return <p role="status">{word('loading')}</p>;
  if (slots.isError) {
    return (
      <div role="alert" className="field__messages field__messages--error">
        <p className="field__message">{word('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void slots.refetch()}>
          {word('retry')}
        </button>
      </div>
    );
  }

  const days = groupSlotsByDay(slots.data.slots);
  const fee = fillTemplate(word('fee'), { fee: formatMoney(slots.data.fee) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(word('slotRequired'));
      first.current?.focus();
      return;
    }
    void action.run(async () => {
      await submitTask('reserve-notary', { slotId: chosen });
      onReserved();
    });
  };

  return (
    <form className="step-form notary-schedule" noValidate onSubmit={submit}>
      <p id={`${id}-fee`} className="notary-schedule__fee">
        {fee}
      </p>
      <FormAlert id={`${id}-alert`} message={action.error} />
      {days.length === 0 ? (
        <p>{word('noSlots')}</p>
      ) : (
        <fieldset className="field-group">
          <legend className="field-group__legend">{word('legend')}</legend>
          {days.map((day, dayIndex) => (
            <fieldset key={day.day} className="field-group notary-schedule__day">
              <legend className="notary-schedule__day-legend">{day.label}</legend>
              <div className="choices">
                {day.slots.map((slot, index) => (
                  <label key={slot.id} className="choice" htmlFor={`${id}-${slot.id}`}>
                    <input
                      ref={dayIndex === 0 && index === 0 ? first : undefined}
                      id={`${id}-${slot.id}`}
                      className="choice__input"
                      type="radio"
                      name="slotId"
                      value={slot.id}
                      checked={chosen === slot.id}
                      onChange={() => {
                        setChosen(slot.id);
                        setError(undefined);
                      }}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(error && `${id}-error`, action.error && `${id}-alert`)}
                    />
                    <span>{slot.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <FieldError id={`${id}-error`} message={error} />
        </fieldset>
      )}
      {days.length > 0 && (
        <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
          {word('submit')}
        </SubmitButton>
      )}
    </form>
  );
}
