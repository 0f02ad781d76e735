/**
 * The registration core's public entry: what the renderer and the registration feature code
 * against. Pure: no React, router or DOM. Words come from flows/registration/, checks from the
 * validators npm run generate precompiled into src/generated/registration/.
 */
export type {
  FieldError,
  FlagState,
  RegistrationBrand,
  RegistrationContext,
  RegistrationData,
  RegistrationProduct,
  Severity,
} from './context';
export { registrationBrand } from './context';
export {
  findRuleUse,
  findStep,
  registrationFlow,
  stepByKey,
  stepByLegacy,
  stepByPath,
  stepUrl,
  type StepDefinition,
  type StepRule,
} from './flow';
export { matches } from './matches';
export { guardRedirect, legacyStepsToShow, nextStep, pathSteps, previousStep, progressFor, SUBMIT } from './navigation';
export { answersOnPath } from './answers-on-path';
export { continueTo, markPrefilled } from './resume-skip';
export { disabledFields, hiddenFields, stepState, validateStep, type StepState } from './validate-step';
export { firstInvalidStep } from './first-invalid-step';
export { providedStepValidators, provideStepValidators } from './step-validators';
export { modalFor, stepText } from './step-text';
export { confirm, confirmationFields, resetConfirmations } from './confirmations';
export { shownErrors } from './shown-errors';
export { consentNoticeParts, showsConsentNotice, showsRecentTransferNotice, type NoticePart } from './consent-notice';
export { offersProduct, plainRegistrationProduct, productFromPath, productRegisterPath } from './products';
export { MODAL_LINK_KEYS, modalLinkValues, modalView, type ModalLinkValues, type ModalView } from './modal-view';
export { softCreditConsent } from './soft-credit-consent';
export { suffixForServer } from './name-suffix';
export { processingView, SUBMIT_STAGES, type ProcessingView, type SubmitStage } from './processing-stages';
export { smsConsentAnswers, type SmsConsentAnswer } from './sms-consents';
export { passwordStrength, type PasswordStrength } from './password-strength';
export { isNotOfferedError, productWords, registrationCopy, type RegistrationCopy } from './copy';
export { formatPhone, phoneFromE164, phoneToE164 } from '@/core/format/phone';
export { formatMoney, parseMoney } from '@/core/format/money';
export { ageOn, parseDob, toIsoDate, type DateParts } from '@/core/format/date';
