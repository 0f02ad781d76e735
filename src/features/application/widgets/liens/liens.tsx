import { useId, useState } from 'react';
import { confirmLiensBody, isMarkedForPayoff, liensOf, payoffDrawInput, type Lien } from '@/core/application/liens';
import { formatMoney } from '@/core/format/money';
import { fillTemplate } from '@/core/text/template';
import type { ScreenWidgetProps } from '../../screen-widget';
import { failureMessage } from '@/core/http/http-error';
import { TaskAlert } from '../../task-alert';
import { PayoffDraws } from './payoff-draws';

/**
 * Lien verification: each lien of the application with a keep / pay-off choice, posted as
 * confirm-liens, and the draw under each payoff preference of the screen's options for the
 * loans chosen to pay off. All words come from the screen's copy.
 */
export default function Liens({ application, copy, options, submitTask }: ScreenWidgetProps<'liens'>) {
  const liens = liensOf(application);
  const rules = options.payoffPreferences;
  const [answers, setAnswers] = useState<Record<string, boolean | undefined>>(() =>
    Object.fromEntries(liens.map((l) => [l.id, isMarkedForPayoff(l) ? true : undefined])),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const payoffs = payoffDrawInput(application, liens, answers);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = confirmLiensBody(liens, answers);
    setShowErrors(true);
    setFailure(null);
    if (!body) {
      const first = liens.find((l) => answers[l.id] === undefined);
      document.getElementById(`lien-${first?.id}-keep`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await submitTask('confirm-liens', body);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {failure && <TaskAlert message={failure} />}
      {liens.length === 0 && <p>{copy.none}</p>}
      {liens.map((lien) => (
        <LienChoice
          key={lien.id}
          lien={lien}
          copy={copy}
          value={answers[lien.id]}
          missing={showErrors && answers[lien.id] === undefined}
          onChange={(payOff) => setAnswers((a) => ({ ...a, [lien.id]: payOff }))}
        />
      ))}
      {payoffs && rules.length > 0 && <PayoffDraws rules={rules} input={payoffs} copy={copy} />}
      <p>
        <button type="submit" className="button" aria-busy={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </button>
      </p>
    </form>
  );
}

function LienChoice({
  lien,
  copy,
  value,
  missing,
  onChange,
}: {
  lien: Lien;
  copy: ScreenWidgetProps['copy'];
  value: boolean | undefined;
  missing: boolean;
  onChange: (payOff: boolean) => void;
}) {
  const errorId = useId();
  const legend = fillTemplate(copy.legend ?? '', {
    lenderName: lien.lenderName,
    balance: formatMoney(lien.monetaryBalance, 0),
    payment: formatMoney(lien.monetaryCalculatedNextPaymentMinimumAmount, 0),
  });
  const option = (payOff: boolean, label: string | undefined) => (
    <label className="choice">
      <input
        type="radio"
        id={`lien-${lien.id}-${payOff ? 'payoff' : 'keep'}`}
        name={`lien-${lien.id}`}
        checked={value === payOff}
        onChange={() => onChange(payOff)}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      {option(false, copy.keep)}
      {option(true, copy.payOff)}
      {missing && (
        <p id={errorId} className="field__messages--error">
          {copy.required}
        </p>
      )}
    </fieldset>
  );
}
