import { useId, useRef, useState, type FormEvent } from 'react';
import { conditionCard } from '@/core/conditions/condition-card';
import { checkMobilePhone } from '@/core/conditions/phone-answer';
import { formatPhone } from '@/core/format/phone';
import '@/renderer/form/form.css';
import { useAnswerWithPhone } from '../../api/put-condition-phone';
import type { ScreenWidgetProps } from '../../screen-widget';
import { FormAlert } from '../../widget-parts/form-alert';
import { LinkedConditionWidget, type LinkedConditionFormProps } from '../../widget-parts/linked-condition-widget';
import { SubmitButton } from '../../widget-parts/submit-button';
import { TextField } from '../../widget-parts/text-field';
import { useAction } from '../../widget-parts/use-action';

/**
 * conditions/phone-number: the missing-phone condition the link names, answered with a mobile
 * number checked as the contact form checks it ('Please enter your mobile phone', 'Please enter
 * a valid phone number', 'Country code 1 is not needed'), then back to the list.
 */
export default function ConditionPhone(props: ScreenWidgetProps<'condition-phone'>) {
  return <LinkedConditionWidget {...props} kind="PHONE_NUMBER" Form={PhoneForm} />;
}

function PhoneForm({ uuid, condition, word, onSent }: LinkedConditionFormProps) {
  const card = conditionCard(condition);
  const id = useId();
  const action = useAction();
  const answer = useAnswerWithPhone(uuid);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMobilePhone(typed);
    if ('problem' in checked) {
      setProblem(word(checked.problem));
      return input.current?.focus();
    }
    setProblem(undefined);
    void action.run(async () => {
      await answer.mutateAsync({ conditionUuid: condition.uuid, phoneNumber: checked.phoneNumber });
      onSent();
    });
  };

  return (
    <form className="step-form condition-phone" noValidate onSubmit={submit} aria-labelledby={`${id}-header`}>
      <h2 id={`${id}-header`}>{card.header}</h2>
      <p>{card.description}</p>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <TextField
        id={`${id}-phone`}
        name="phoneNumber"
        label={word('phoneLabel')}
        hint={word('phoneHint')}
        value={typed}
        onChange={(value) => setTyped(formatPhone(value))}
        autoComplete="tel-national"
        type="tel"
        inputMode="tel"
        maxLength={14}
        error={problem}
        alertId={action.error ? `${id}-alert` : undefined}
        inputRef={input}
      />
      <SubmitButton pending={action.pending} pendingLabel={word('submitting')}>
        {word('submit')}
      </SubmitButton>
    </form>
  );
}
