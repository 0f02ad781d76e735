import { useId, useRef, useState, type FormEvent } from 'react';
import { useFeatureStates } from '@/api/get-feature';
import { screenTarget } from '@/core/application/screens';
import { incomeChoiceFlags, shownIncomeChoices } from '@/core/application/income-choices';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ChoiceGroup } from '../../widget-parts/choice-group';
import { words } from '../../widget-parts/copy';
import { SubmitButton } from '../../widget-parts/submit-button';

/**
 * income/review: the borrower chooses how to verify income (link a bank or payroll account,
 * share a tax return, upload pay stubs or business statements, or have us call the employer);
 * continuing opens that screen. Which ways are offered, and the notes that say why, are data
 * (options.methods and options.notes, each with a shownWhen condition) decided by
 * src/core/application/income-choices.ts from the flags and the application's employmentType.
 */
export default function IncomeReview({ application, copy, options, goTo }: ScreenWidgetProps<'income-review'>) {
  const word = words(copy);
  const listed = options.methods;
  const notesListed = options.notes ?? [];
  const flags = useFeatureStates(incomeChoiceFlags([...notesListed, ...listed]));
  const context = { flagsOn: flags.on, employmentType: application.employmentType };
  const methods = shownIncomeChoices(listed, context);
  const notes = shownIncomeChoices(notesListed, context);
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
    // Each method's screen is a screen of the flows (a unit test of income.json holds them to it).
    const to = screenTarget(method.screen);
    if (to) goTo(to);
  };

  // The flags decide which ways are offered: none is shown until they have answered, so a way
  // this borrower may not use never flashes up first.
  if (flags.pending) return <p role="status">{word('loading')}</p>;

  return (
    <form className="step-form income-review" noValidate onSubmit={submit}>
      {notes.map((note) => (
        <p role="note" key={note.copy}>
          {word(note.copy)}
        </p>
      ))}
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
