import { US_STATES } from '@/core/geo/us-states';
import { registrationCopy, type RegistrationContext } from '@/core/registration';
import { fillTemplate } from '@/core/text/template';
import { brandTemplateValues, type Brand } from '@/renderer/brand/brand-context';
import type { ModalAction } from './blocking-modal';

/**
 * The words and target of a blocking state modal: New York (either side of the site split)
 * sends the borrower to the counterpart brand's register page; Hawaii to the partner lender.
 */
export function stateModal(key: string, ctx: RegistrationContext, brand: Brand, onDismiss: () => void) {
  const copy = (registrationCopy.modals as Record<string, { title: string; body: string; action: string; dismiss: string } | undefined>)[key];
  if (!copy) throw new Error(`No modal copy for "${key}"`);
  const state = ctx.data.propertyAddress?.state ?? '';
  const hawaii = brand.stateRestrictions.hawaii;
  const values = {
    ...brandTemplateValues(brand),
    stateName: US_STATES.find((s) => s.abbrev === state)?.name ?? state,
    partnerName: hawaii?.partnerName ?? '',
  };
  let action: ModalAction | undefined;
  const counterpart = brand.stateRestrictions.newYork.counterpartOrg;
  if ((key === 'newYork' || key === 'notNewYork') && counterpart) action = { label: fillTemplate(copy.action, values), href: `/account/heloc/register?org=${counterpart}` };
  if (key === 'hawaii' && hawaii) action = { label: fillTemplate(copy.action, values), href: hawaii.partnerUrl };
  return { title: fillTemplate(copy.title, values), body: fillTemplate(copy.body, values), action, dismiss: fillTemplate(copy.dismiss, values), onDismiss };
}
