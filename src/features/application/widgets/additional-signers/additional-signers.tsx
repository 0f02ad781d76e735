import { useId, useState } from 'react';
import type { AddSignerTask } from '@/generated/types/add-signer';
import { fillTemplate } from '@/core/text/template';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import type { ScreenWidgetProps } from '../../screen-widget';
import { signersOf } from '../../widget-parts/application-fields';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import './additional-signers.css';
import { SignerList } from './signer-list';

/** The answers so far: an add-signer body (schemas/api/tasks/add-signer) being filled in. */
type Invitation = Partial<AddSignerTask>;

/**
 * signing/additional (status CO_DEED_REQ): everyone else on the title must sign too. The borrower
 * invites each co-owner with add-signer (the form of flows/forms/signer-invite.json, which refuses
 * an email already invited); the status stays until all of them have signed, so the screen lists
 * who was invited and how far they are, and takes another invitation.
 */
export default function AdditionalSigners({ application, copy, submitTask }: ScreenWidgetProps) {
  const word = words(copy);
  const signers = signersOf(application);
  const action = useAction();
  const id = useId();
  const [values, setValues] = useState<Invitation>({});
  const [invited, setInvited] = useState<string | null>(null);
  const ctx = { taken: signers.map((s) => s.email) };

  const invite = (answers: Invitation) => {
    const body = { firstName: answers.firstName ?? '', lastName: answers.lastName ?? '', email: answers.email ?? '' };
    setInvited(null);
    void action.run(async () => {
      await submitTask('add-signer', body);
      setValues({});
      setInvited(fillTemplate(word('invited'), { name: `${body.firstName} ${body.lastName}`, email: body.email }));
    });
  };

  return (
    <div className="additional-signers">
      <SignerList signers={signers} word={word} />
      <p role="status" className="additional-signers__confirmation">
        {invited}
      </p>
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="additional-signers__heading">
          {word(signers.length ? 'formHeadingMore' : 'formHeading')}
        </h2>
        <FormAlert id={`${id}-alert`} message={action.error} />
        <FlowStepForm<Invitation>
          formKey="signer-invite"
          ctx={ctx}
          values={values}
          onChange={setValues}
          onValid={invite}
          submitting={action.pending}
          describedBy={action.error ? `${id}-alert` : undefined}
        />
      </section>
    </div>
  );
}
