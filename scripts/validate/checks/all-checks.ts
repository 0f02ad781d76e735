import { apiOperationsCheck } from './api-operations';
import { applicationScreensCheck } from './application-screens';
import { brandWordsCheck } from './brand-words';
import type { ProjectCheck } from './check';
import { contrastCheck } from './contrast';
import { copiedWordsCheck } from './copied-words';
import { newYorkCounterpartCheck, wholesaleCounterpartCheck } from './counterparts';
import { defaultBrandCheck } from './default-brand';
import { flagKeysCheck } from './flag-keys';
import { flowFormsCheck } from './flow-forms';
import { generatedKeysCheck } from './generated-keys';
import { hostPrefixesCheck } from './host-prefixes';
import { internalLinksCheck } from './internal-links';
import { logoFileCheck } from './logo-file';
import { orgCodesCheck } from './org-codes';
import { pagesCheck } from './pages';
import { registrationFieldsCheck } from './registration-fields';
import { registrationFlagsCheck } from './registration-flags';
import { registrationMessagesCheck } from './registration-messages';
import { registrationNavigationCheck } from './registration-navigation';
import { registrationRulesCheck } from './registration-rules';
import { registrationSchemasCheck } from './registration-schemas';
import { registrationScopesCheck } from './registration-scopes';
import { registrationUiCheck } from './registration-ui';
import { screenScopesCheck } from './screen-scopes';
import { signerScreensCheck } from './signer-screens';
import { stateCodesCheck } from './state-codes';
import { statesServedNoteCheck } from './states-served-note';
import { statusRoutesCheck } from './status-routes';

/** Every cross-file rule `npm run validate` applies; a new rule is one module plus one line here. */
export const ALL_CHECKS: readonly ProjectCheck[] = [
  orgCodesCheck,
  hostPrefixesCheck,
  defaultBrandCheck,
  logoFileCheck,
  newYorkCounterpartCheck,
  wholesaleCounterpartCheck,
  stateCodesCheck,
  flagKeysCheck,
  contrastCheck,
  registrationSchemasCheck,
  registrationScopesCheck,
  registrationMessagesCheck,
  registrationFieldsCheck,
  registrationRulesCheck,
  registrationUiCheck,
  registrationNavigationCheck,
  registrationFlagsCheck,
  statusRoutesCheck,
  signerScreensCheck,
  screenScopesCheck,
  applicationScreensCheck,
  flowFormsCheck,
  pagesCheck,
  internalLinksCheck,
  generatedKeysCheck,
  brandWordsCheck,
  apiOperationsCheck,
  copiedWordsCheck,
  statesServedNoteCheck,
];
