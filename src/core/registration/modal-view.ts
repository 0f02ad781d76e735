import { fillTemplate, templateKeys } from '@/core/text/template';
import type { RegistrationBrand, RegistrationProduct } from './context';
import { registrationCopy, type RegistrationCopy } from './copy';

/** The placeholders a modal's href may use (flows/registration/copy.json modals). */
export const MODAL_LINK_KEYS = ['counterpartOrg', 'partnerUrl', 'returnPath', 'applicationUuid', 'product'] as const;
export type ModalLinkValues = Partial<Record<(typeof MODAL_LINK_KEYS)[number], string>>;

export interface ModalView {
  title: string;
  body: string;
  /** The main button; left out when its href needs a value this brand does not have. */
  action?: { label: string; href: string };
  dismiss: string;
}

/**
 * The values a modal's href may take for this brand and step: its New York counterpart, its
 * Hawaii partner, the step to return to, and the product being applied for (the New York modal
 * sends to the other site's /account/{product}/register, platform-services.md section 2).
 */
export function modalLinkValues(
  brand: Pick<RegistrationBrand, 'stateRestrictions'>,
  returnPath: string,
  product: RegistrationProduct = 'heloc',
): ModalLinkValues {
  const { newYork, hawaii } = brand.stateRestrictions;
  return {
    counterpartOrg: newYork.counterpartOrg,
    partnerUrl: hawaii.refer ? hawaii.partnerUrl : undefined,
    returnPath: encodeURIComponent(returnPath),
    product,
  };
}

/** A blocking modal of copy.json, words filled and its button's target from its href. */
export function modalView(
  key: string,
  values: Readonly<Record<string, string>>,
  links: ModalLinkValues,
  copy: Pick<RegistrationCopy, 'modals'> = registrationCopy,
): ModalView {
  const modal = Object.hasOwn(copy.modals, key) ? copy.modals[key] : undefined;
  if (!modal) throw new Error(`No modal copy for "${key}"`);
  const fill = (text: string) => fillTemplate(text, values);
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(links)) if (value) given[name] = value;
  const reachable = templateKeys(modal.href).every((name) => Object.hasOwn(given, name));
  return {
    title: fill(modal.title),
    body: fill(modal.body),
    ...(reachable ? { action: { label: fill(modal.action), href: fillTemplate(modal.href, given) } } : {}),
    dismiss: fill(modal.dismiss),
  };
}
