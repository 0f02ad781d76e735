import { US_STATES } from '@/core/geo/us-states';
import { modalLinkValues, modalView, stepUrl, type RegistrationContext } from '@/core/registration';
import { brandTemplateValues, type Brand } from '@/renderer/brand/brand-context';

/**
 * The words and target of a step's blocking state modal (New York on either side of the site
 * split, Hawaii): copy.json names where each button goes; the state and the partner fill the words.
 */
export function stateModal(
  key: string,
  stepKey: string,
  ctx: RegistrationContext,
  brand: Brand,
  onDismiss: () => void,
) {
  const state = ctx.data.propertyAddress?.state ?? '';
  const values = {
    ...brandTemplateValues(brand),
    stateName: US_STATES.find((s) => s.abbrev === state)?.name ?? state,
    partnerName: brand.stateRestrictions.hawaii.partnerName ?? '',
  };
  return { ...modalView(key, values, modalLinkValues(brand, stepUrl(stepKey), ctx.product)), onDismiss };
}
