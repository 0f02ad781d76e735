import { useState } from 'react';
import { HttpError } from '@/core/http/http-error';
import type { GeneratedForm } from '@/generated/types/generated-form';
import { signerPasswordErrors, type SignerPasswordValues } from '@/core/signer/signer-password';
import type { FieldError } from '@/core/registration';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import type { FieldServices, FormLabels } from '@/renderer/form/form-context';
import { StepForm } from '@/renderer/form/step-form';
import { PageHeading } from '@/renderer/page-heading';
import { RouterLink } from '@/renderer/router-link';
import { useRegisterSigner } from '../api/register-signer';
import { signerCopy } from './signer-copy';

const copy = signerCopy.setup;
const STEP = {
  key: 'signer-setup',
  submitLabel: copy.submit,
  schema: copy.form.schema,
  uiSchema: copy.form.uiSchema,
  // src/generated/flows/ carries the engine generation chose beside the form (never in flows/).
  engine: (copy.form as typeof copy.form & Partial<GeneratedForm>).engine,
};

export interface SignerSetupPageProps {
  resumeToken: string;
  /** The same page without the token: the sign-in form. */
  signInPath: string;
  labels: FormLabels;
  services: FieldServices;
  onSignedIn: () => void;
}

/**
 * The invitation link's page: the new signer chooses a password for their own account (drawn
 * by the generic form renderer), then is signed in. The password never leaves this form's state.
 */
export function SignerSetupPage({ resumeToken, signInPath, labels, services, onSignedIn }: SignerSetupPageProps) {
  const brand = useBrand();
  const values = brandTemplateValues(brand);
  const register = useRegisterSigner(brand.orgCode);
  const [data, setData] = useState<SignerPasswordValues>({});
  const [errors, setErrors] = useState<FieldError[]>([]);

  const submit = (next: SignerPasswordValues) => {
    const found = signerPasswordErrors(next, copy.messages);
    setErrors(found);
    if (found.length || register.isPending) return;
    register.mutate({ resumeToken, password: next.password ?? '' }, { onSuccess: () => onSignedIn() });
  };

  const status = register.error instanceof HttpError ? register.error.status : null;
  const problem =
    status === 404 || status === 400
      ? copy.inviteNotFound
      : status === 409 || status === 401
        ? copy.inviteUsed
        : register.error
          ? (labels.error ?? null)
          : null;
  return (
    <article className="content-page">
      <PageHeading title={fillTemplate(copy.title, values)} />
      <p className="lead">{fillTemplate(copy.intro, values)}</p>
      <div role="alert">{problem && <p className="notice">{problem}</p>}</div>
      <StepForm<SignerPasswordValues>
        step={STEP}
        formData={data}
        errors={errors}
        onChange={setData}
        onSubmit={submit}
        submitting={register.isPending}
        labels={{ ...labels, submitting: copy.submitting }}
        formContext={services}
      />
      <p>
        {copy.haveAccount} <RouterLink to={signInPath}>{copy.signIn}</RouterLink>
      </p>
    </article>
  );
}
