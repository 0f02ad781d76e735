import { describe, expect, it } from 'vitest';
import { productWords, registrationCopy } from './copy';
import { offersProduct, plainRegistrationProduct, productFromPath, productRegisterPath } from './products';

const products = (over: Partial<Record<'heloc' | 'dscr' | 'cryptoBacked' | 'interestOnly62Plus', boolean>>) => ({
  products: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: false, ...over },
});

describe('registration products', () => {
  it.each([
    ['heloc', 'the default products', true, {}],
    ['heloc', 'heloc off', false, { heloc: false }],
    ['dscr', 'the default products', false, {}],
    ['dscr', 'dscr on', true, { dscr: true }],
    ['heloc-62-interest-only', 'the default products', false, {}],
    ['heloc-62-interest-only', 'interestOnly62Plus on', true, { interestOnly62Plus: true }],
    ['heloc-crypto-backed', 'the default products', false, {}],
    ['heloc-crypto-backed', 'cryptoBacked on', true, { cryptoBacked: true }],
  ] as const)('%s offered with %s: %s', (product, _products, offered, over) => {
    expect(offersProduct(products(over), product)).toBe(offered);
  });

  it.each([
    ['/account/dscr/register', 'dscr'],
    ['/account/heloc-62-interest-only/register', 'heloc-62-interest-only'],
    ['/account/heloc-crypto-backed/register', 'heloc-crypto-backed'],
    ['/account/heloc/register-v2/for-sale', 'heloc'],
    ['/account/heloc/0f8fad5b-d9cb-469f-a165-70867728950e/bank/autopay', 'heloc'],
    ['/account/unknown/register', 'heloc'],
    ['/terms', 'heloc'],
  ] as const)('%s belongs to %s', (path, product) => {
    expect(productFromPath(path)).toBe(product);
  });

  it('enters each product at /account/{product}/register', () => {
    expect(productRegisterPath('dscr')).toBe('/account/dscr/register');
    expect(productRegisterPath('heloc')).toBe('/account/heloc/register');
  });

  it('words each product, falling back to the header title', () => {
    expect(productWords('heloc')).toEqual({ title: registrationCopy.header.title });
    expect(productWords('dscr').title).toBe('Apply for a DSCR loan on your investment property');
    expect(productWords('heloc-62-interest-only').title).toMatch(/62 and older/);
    expect(productWords('heloc-crypto-backed').title).toMatch(/crypto-backed/);
  });
});

describe('plainRegistrationProduct', () => {
  it('is the HELOC when offered, else the product the brand offers (a DSCR-only lender: DSCR)', () => {
    const p = (over: Partial<Record<'heloc' | 'dscr' | 'cryptoBacked' | 'interestOnly62Plus', boolean>>) => ({
      products: { heloc: false, dscr: false, cryptoBacked: false, interestOnly62Plus: false, ...over },
    });
    expect(plainRegistrationProduct(p({ heloc: true, dscr: true }))).toBe('heloc');
    expect(plainRegistrationProduct(p({ dscr: true }))).toBe('dscr');
    expect(plainRegistrationProduct(p({ interestOnly62Plus: true }))).toBe('heloc-62-interest-only');
    // The crypto-backed variant is a journey of its own too (/account/heloc-crypto-backed/register).
    expect(plainRegistrationProduct(p({ cryptoBacked: true }))).toBe('heloc-crypto-backed');
    expect(plainRegistrationProduct(p({}))).toBeNull();
  });
});
