import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { profileQuery } from '@/api/get-profile';
import { putPhoneAlias } from '@/api/session-identity';
import { phoneToE164 } from '@/core/format/phone';
import { failureMessage } from '@/core/http/http-error';
import { coreFieldServices } from '@/renderer/form/core-services';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { useHttp } from '@/renderer/http/http-context';
import { InlineError } from '@/renderer/platform/alert';
import { formatUsPhone } from './profile-details';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.settings;
type PhoneAnswers = { phoneNumber?: string };

/**
 * Settings: the borrower changes their mobile phone (flows/forms/phone-alias.json, the same field
 * and messages as registration's). Saved as the identity's phone alias (PUT identity/alias, type
 * 'Phone'); the profile above is read again, and a status says it was saved. The server's refusal
 * shows above the form, with the answer kept.
 */
export function PhoneAliasForm({ current }: { current: string | undefined }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<PhoneAnswers>(() => (current ? { phoneNumber: formatUsPhone(current) } : {}));
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = (answers: PhoneAnswers) => {
    setPending(true);
    setRefusal(null);
    setSaved(false);
    putPhoneAlias(http, phoneToE164(answers.phoneNumber ?? ''))
      .then(async () => {
        setSaved(true);
        await queryClient.invalidateQueries({ queryKey: profileQuery(http).queryKey });
      })
      .catch((error: unknown) => setRefusal(failureMessage(error)))
      .finally(() => setPending(false));
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.phoneHeading}</h2>
      {refusal && <InlineError id={`${id}-refusal`} message={refusal} />}
      <FlowStepForm<PhoneAnswers>
        formKey="phone-alias"
        formContext={coreFieldServices}
        values={values}
        onChange={(next) => {
          setSaved(false);
          setValues(next);
        }}
        onValid={save}
        submitting={pending}
        describedBy={refusal ? `${id}-refusal` : undefined}
      />
      <p role="status">{saved ? copy.phoneSaved : ''}</p>
    </section>
  );
}
