import { describe, expect, it } from 'vitest';
import { adoptable, prerenderedPage, type FirstRenderState } from './adopt-prerender';

const page = { orgCode: 'MERIDIAN', path: '/account/heloc/register-v2' };
const plain: FirstRenderState = {
  orgCode: 'MERIDIAN',
  pathname: '/account/heloc/register-v2',
  landing: false,
  loanOfficerRequired: false,
  signedIn: false,
  hasDraft: false,
  stepShown: true,
};

describe('prerenderedPage', () => {
  it('reads the lender and path #root was drawn for, or nothing', () => {
    const root = document.createElement('div');
    expect(prerenderedPage(root)).toBeNull();
    root.setAttribute('data-prerendered', 'MERIDIAN');
    root.setAttribute('data-prerendered-path', page.path);
    expect(prerenderedPage(root)).toEqual(page);
  });
});

describe('adoptable', () => {
  it('adopts the markup of an anonymous first visit of the default lender, with or without a trailing slash', () => {
    expect(adoptable(page, plain)).toBe(true);
    expect(adoptable(page, { ...plain, pathname: `${page.path}/` })).toBe(true);
  });

  it.each([
    ['another lender', { orgCode: 'ALAMO_PLAZA_BANK' }],
    ['another page', { pathname: `${page.path}/home-address` }],
    ['a landing link', { landing: true }],
    ['a required loan officer', { loanOfficerRequired: true }],
    ['a signed-in borrower', { signedIn: true }],
    ['answers kept in the tab', { hasDraft: true }],
    ['flags that do not show the step', { stepShown: false }],
  ] as const)('draws anew for %s', (_, change) => {
    expect(adoptable(page, { ...plain, ...change })).toBe(false);
  });
});
