import { describe, expect, it } from 'vitest';
import { templateKeys } from '@/core/text/template';
import { registrationCopy } from './copy';
import { MODAL_LINK_KEYS, modalLinkValues, modalView } from './modal-view';

const values = {
  displayName: 'Meridian Home Credit',
  supportPhone: '(800) 555-0100',
  stateName: 'New Jersey',
  partnerName: 'Island Lending',
};
const brand = (
  newYork: { site: 'none' | 'ny-site' | 'non-ny-site'; counterpartOrg?: string },
  hawaii?: { partnerName: string; partnerUrl: string },
) => ({
  stateRestrictions: { newYork, regulatorReview: [], hawaii: hawaii ? { refer: true, ...hawaii } : { refer: false } },
});
const links = modalLinkValues(
  brand(
    { site: 'non-ny-site', counterpartOrg: 'MERIDIAN_NY' },
    { partnerName: 'Island Lending', partnerUrl: 'https://island.example/apply' },
  ),
  '/account/heloc/register-v2/set-password',
);

describe('modalView (copy.json modals, href)', () => {
  it.each([
    ['newYork', '/account/heloc/register?org=MERIDIAN_NY'],
    ['notNewYork', '/account/heloc/register?org=MERIDIAN_NY'],
    ['hawaii', 'https://island.example/apply'],
    ['accountExists', '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%2Fset-password'],
    ['activeApplicationInquiry', '/dashboard'],
    ['recentHeloc', '/dashboard'],
  ])('%s goes to %s', (key, href) => expect(modalView(key, values, links).action?.href).toBe(href));

  it("activeApplication's Continue opens the active application", () => {
    const uuid = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';
    expect(modalView('activeApplication', values, { ...links, applicationUuid: uuid }).action).toEqual({
      label: 'Continue',
      href: `/account/heloc/${uuid}`,
    });
    expect(modalView('activeApplication', values, links).action).toBeUndefined();
  });

  it('the New York modals carry the product applied for to the other site', () => {
    const dscr = modalLinkValues(brand({ site: 'non-ny-site', counterpartOrg: 'MERIDIAN_NY' }), '/x', 'dscr');
    expect(modalView('newYork', values, dscr).action?.href).toBe('/account/dscr/register?org=MERIDIAN_NY');
    const io = modalLinkValues(brand({ site: 'ny-site', counterpartOrg: 'MERIDIAN' }), '/x', 'heloc-62-interest-only');
    expect(modalView('notNewYork', values, io).action?.href).toBe(
      '/account/heloc-62-interest-only/register?org=MERIDIAN',
    );
  });

  it('leaves the button out when the brand lacks what the href needs', () => {
    const none = modalLinkValues(brand({ site: 'non-ny-site' }), '/x');
    expect(modalView('newYork', values, none).action).toBeUndefined();
    expect(modalView('hawaii', values, none).action).toBeUndefined();
    expect(modalView('recentHeloc', values, none).action).toEqual({ label: 'Continue', href: '/dashboard' });
  });

  it('fills the words word for word', () => {
    expect(modalView('hawaii', values, links)).toEqual({
      title: 'Looks like you are applying with a property located in Hawaii.',
      body: "We don't offer lines of credit in Hawaii, but our partner Island Lending does. Visit Island Lending to apply for your property.",
      action: { label: 'Visit Island Lending', href: 'https://island.example/apply' },
      dismiss: 'Change the address',
    });
  });

  it('follows the data: another href changes the target', () => {
    const modals = {
      ...registrationCopy.modals,
      recentHeloc: { ...registrationCopy.modals.recentHeloc!, href: '/contact' },
    };
    expect(modalView('recentHeloc', values, links, { modals }).action?.href).toBe('/contact');
  });

  it('every href of the flow uses only the link placeholders', () => {
    for (const modal of Object.values(registrationCopy.modals).filter((m) => m !== undefined)) {
      for (const key of templateKeys(modal.href)) expect(MODAL_LINK_KEYS).toContain(key);
    }
  });

  it('an unknown modal is a programming error', () =>
    expect(() => modalView('nope', values, links)).toThrow('No modal copy for "nope"'));
});
