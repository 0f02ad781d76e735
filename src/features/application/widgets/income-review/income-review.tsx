import { useId, useRef, useState, type FormEvent } from 'react';
import { useFeaturesByKey } from '@/api/get-feature';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { words } from '../../widget-parts/copy';
import { SubmitButton } from '../../widget-parts/submit-button';

/** options.methods: each way to verify income and the screen it leads to. */
interface IncomeMethod {
  id: string;
  screen: string;
  /** A flag that takes the method away while on (the IRS service's maintenance for tax returns). */
  hiddenWhenFlag?: string;
}

/**
 * income/review: the borrower chooses how to verify income (link a bank or payroll account,
 * upload pay stubs, or have us call the employer); continuing opens that screen.
 */
export default function IncomeReview({ copy, options, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const listed = (options.methods ?? []) as IncomeMethod[];
  const on = useFeaturesByKey([...new Set(listed.flatMap((m) => (m.hiddenWhenFlag ? [m.hiddenWhenFlag] : [])))]);
  const methods = listed.filter((m) => !m.hiddenWhenFlag || !on.has(m.hiddenWhenFlag));
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const first = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const method = methods.find((m) => m.id === chosen);
    if (!method) {
      setError(word('methodRequired'));
      first.current?.focus();
      return;
    }
    goTo(method.screen);
  };

  return (
    <form className="step-form income-review" noValidate onSubmit={submit}>
      <ChoiceGroup
        id={`${id}-method`}
        name="incomeMethod"
        legend={word('methodLegend')}
        choices={methods.map((m) => ({
          value: m.id,
          label: word(`${m.id}.label`),
          description: word(`${m.id}.description`),
        }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(undefined);
        }}
        error={error}
        firstRef={first}
      />
      <SubmitButton pending={false} pendingLabel={word('submit')}>
        {word('submit')}
      </SubmitButton>
    </form>
  );
}
