import { useState } from 'react';
import { fillTemplate } from '@/core/text/template';
import { stepBar, type Stage } from '@/core/application/step-bar';
import applicationCopy from '@flows/application/copy.json';
import type { ApplicationCopy } from '@/generated/types/application-copy';
import {
  confirm as confirmAnswer,
  confirmationFields,
  consentNoticeParts,
  modalFor,
  progressFor,
  resetConfirmations,
  productWords,
  showsConsentNotice,
  showsRecentTransferNotice,
  shownErrors,
  registrationCopy,
  stepByKey,
  stepState,
  stepText,
  type FieldError,
  type RegistrationContext,
  type RegistrationData,
} from '@/core/registration';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { StepForm } from '@/renderer/form/step-form';
import { PageHeading } from '@/renderer/page-heading';
import { RegisterHeader } from '@/renderer/register-header';
import { RouterLink } from '@/renderer/router-link';
import { StepBar } from '@/renderer/step-bar';
import { LazyBlockingModal } from './lazy-blocking-modal';
import { formLabels, formServices } from './form-services';
import { stateModal } from './state-modal';
import { useStepValidators } from './use-step-validators';

const stepBarCopy = (applicationCopy as unknown as ApplicationCopy).stepBar;
/** The step bar's stage of every registration step: Basic Info. */
const REGISTRATION_STAGE: Stage = 'INITIAL';

export interface StepPageProps {
  stepKey: string;
  ctx: RegistrationContext;
  backTo: { to: string; state?: unknown } | null;
  submitting: boolean;
  /** Extra message shown above the form (a not-offered answer from the server). */
  notice?: { title: string; body: string } | null;
  /** An answer the lender's contract refused after the step took it: shown at its field until the next Continue. */
  refused?: FieldError | null;
  onChange: (data: RegistrationData) => void;
  onContinue: (data: RegistrationData) => void;
}

/** One registration step drawn from its definition; the core decides errors, modals and the next step. */
export function StepPage({ stepKey, ctx, backTo, submitting, notice, refused, onChange, onContinue }: StepPageProps) {
  const brand = useBrand();
  const step = stepByKey(stepKey);
  const text = stepText(stepKey, ctx);
  const product = productWords(ctx.product);
  const progress = progressFor(stepKey, ctx);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [modal, setModal] = useState<string | null>(null);
  const [checking, prepare, whenChecked] = useStepValidators();
  // A rule's question at a confirmation field is a prompt answered with a yes, not an error.
  const confirmations = confirmationFields(step);
  const confirm = errors.find((e) => confirmations.includes(e.pointer));
  // Hidden and disabled fields, warnings and the reasons for a disabled field follow the context
  // as the borrower answers (state, flags, sign-in, a disaster-area zip); other errors wait for Continue.
  const now = stepState(stepKey, ctx);
  const { hidden, disabled } = now;
  const shown = shownErrors(now.errors, errors, confirmations, refused);

  const tryContinue = (data: RegistrationData) =>
    whenChecked(() => {
      const next = { ...ctx, data };
      const found = stepState(stepKey, next).errors;
      setErrors(found);
      if (found.some((e) => e.severity === 'error')) return;
      const blocking = modalFor(stepKey, next);
      if (blocking) return setModal(blocking);
      onContinue(data);
    });

  // A changed value needs its own confirmation (the step's confirmations).
  const change = (data: RegistrationData) => onChange(resetConfirmations(step, ctx.data, data));

  const modalView = modal ? stateModal(modal, stepKey, ctx, brand, () => setModal(null)) : null;
  return (
    <div className="registration">
      <RegisterHeader copy={registrationCopy.header} title={product.title} />
      {/* Registration is the first stage of the application's step bar; its questions are counted inside it. */}
      <StepBar
        label={stepBarCopy.label}
        completed={stepBarCopy.completed}
        stage={stepBarCopy.stage}
        items={stepBar(stepBarCopy, REGISTRATION_STAGE, false)}
        detail={fillTemplate(registrationCopy.progress.label, progress)}
      />
      <PageHeading title={text.title} />
      <p className="lead">{text.help}</p>
      {notice && (
        <div role="alert" className="notice">
          <h2>{notice.title}</h2>
          <p>{notice.body}</p>
        </div>
      )}
      {confirm && (
        <div role="alert" className="notice">
          <h2>{registrationCopy.incomeConfirm.title}</h2>
          <p>{confirm.message}</p>
          <p className="actions">
            <button
              type="button"
              className="button"
              onClick={() => tryContinue(confirmAnswer(ctx.data, confirm.pointer))}
            >
              {registrationCopy.incomeConfirm.confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setErrors([])}>
              {registrationCopy.incomeConfirm.edit}
            </button>
          </p>
        </div>
      )}
      {/* Focus or a tap in the form (not the heading's focus on arrival) starts loading the checks. */}
      <div className="registration__form" onFocusCapture={prepare} onPointerDownCapture={prepare}>
        <StepForm
          step={step}
          formData={ctx.data}
          errors={shown}
          onChange={change}
          onSubmit={tryContinue}
          submitting={submitting || checking}
          labels={formLabels}
          formContext={formServices}
          hidden={hidden}
          disabled={disabled}
        />
        <p className="reassurance">{registrationCopy.reassurance}</p>
      </div>
      {showsRecentTransferNotice(step) && (
        <p className="eligibility-note">{registrationCopy.eligibility.recentTransfer}</p>
      )}
      {showsConsentNotice(step) && (
        <p className="consent-notice">
          {consentNoticeParts(registrationCopy.consent, brand.footer, brandTemplateValues(brand)).map((part, i) =>
            part.href === undefined ? (
              <span key={i}>{part.text}</span>
            ) : (
              <RouterLink key={i} to={part.href}>
                {part.text}
              </RouterLink>
            ),
          )}
        </p>
      )}
      {backTo && (
        <p>
          <RouterLink to={backTo.to} state={backTo.state}>
            {registrationCopy.buttons.back}
          </RouterLink>
        </p>
      )}
      {modalView && <LazyBlockingModal {...modalView} />}
    </div>
  );
}
