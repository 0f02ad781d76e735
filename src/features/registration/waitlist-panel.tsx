import { useId, useState } from 'react';
import { parseDob, registrationCopy, toIsoDate } from '@/core/registration';
import { fillTemplate } from '@/core/text/template';
import type { WaitlistRequest } from '@/generated/types/waitlist-request';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import type { HttpClient } from '@/core/http/http-client';
import { postWaitlist } from './api/post-waitlist';
import { formServices } from './form-services';
import { waitlistConsentRecord } from './waitlist-consent';

type WaitlistAnswers = Partial<Pick<WaitlistRequest, 'firstName' | 'lastName' | 'email' | 'income' | 'consent'>> & {
  dob?: string;
};

export interface WaitlistPanelProps {
  http: HttpClient;
  property: { street1: string; street2?: string; city: string; state: string; zip: string };
  stateName: string;
  /** The page the waitlist is offered on (its path): where the consent's words were shown. */
  page: string;
  /** What registration already knows (a prefill), to start the form with. */
  known: WaitlistAnswers;
}

/**
 * The waitlist where the borrower cannot apply (the lender does not serve the property's state):
 * the form of flows/forms/waitlist.json, sent with the property address the step has. Loaded only
 * when offered, so it is not part of the first step's load.
 */
export default function WaitlistPanel({ http, property, stateName, page, known }: WaitlistPanelProps) {
  const id = useId();
  const words = registrationCopy.eligibility.waitlist;
  const [values, setValues] = useState<WaitlistAnswers>(known);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ done: string } | { failed: string } | null>(null);

  const join = async (answers: WaitlistAnswers) => {
    const dob = parseDob(answers.dob ?? '');
    setPending(true);
    setResult(null);
    const consent = answers.consent === true;
    const consentRecord = consent ? await waitlistConsentRecord(http, page).catch(() => null) : undefined;
    if (consentRecord === null) {
      setPending(false);
      return setResult({ failed: words.failed });
    }
    const body: WaitlistRequest = {
      firstName: answers.firstName ?? '',
      lastName: answers.lastName ?? '',
      dob: dob ? toIsoDate(dob) : '',
      email: answers.email ?? '',
      income: answers.income ?? 0,
      // Trimmed as the create call sends it: the street rule reads it trimmed, the contract refuses the space.
      street1: property.street1.trim(),
      ...(property.street2?.trim() ? { street2: property.street2.trim() } : {}),
      city: property.city,
      state: property.state,
      zip: property.zip,
      consent,
      ...(consentRecord ? { consentRecord } : {}),
    };
    await postWaitlist(http, body)
      .then(() => setResult({ done: fillTemplate(words.done, { email: body.email, stateName }) }))
      .catch(() => setResult({ failed: words.failed }))
      .finally(() => setPending(false));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="waitlist">
      <h2 id={`${id}-heading`}>{words.title}</h2>
      <p role="status">{result && 'done' in result ? result.done : null}</p>
      {result && 'failed' in result && (
        <p role="alert" id={`${id}-alert`}>
          {result.failed}
        </p>
      )}
      {!(result && 'done' in result) && (
        <FlowStepForm<WaitlistAnswers>
          formKey="waitlist"
          values={values}
          onChange={setValues}
          onValid={(answers) => void join(answers)}
          submitting={pending}
          describedBy={result && 'failed' in result ? `${id}-alert` : undefined}
          formContext={formServices}
        />
      )}
    </section>
  );
}
