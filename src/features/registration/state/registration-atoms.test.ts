import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistrationAtom, registrationDataAtom, REGISTRATION_STORAGE_KEY } from './registration-atoms';

describe('registration state', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps everything but the password in session storage', () => {
    const store = createStore();
    store.set(registrationDataAtom, {
      email: 'a@b.example',
      password: 'Secret-pass-123!',
      confirmPassword: 'Secret-pass-123!',
      propertyAddress: { street1: '1 Main St' },
    });
    expect(JSON.parse(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)!)).toEqual({
      email: 'a@b.example',
      propertyAddress: { street1: '1 Main St' },
    });
    expect(store.get(registrationDataAtom).password).toBe('Secret-pass-123!');
  });

  it('restores the stored answers after a reload (a fresh module and store)', async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ email: 'a@b.example' }));
    vi.resetModules();
    const reloaded = await import('./registration-atoms');
    expect(createStore().get(reloaded.registrationDataAtom)).toEqual({ email: 'a@b.example' });
  });

  it('keeps the business-purpose answer through a reload, like the other answers', async () => {
    createStore().set(registrationDataAtom, { email: 'a@b.example', businessPurpose: false });
    vi.resetModules();
    const reloaded = await import('./registration-atoms');
    expect(createStore().get(reloaded.registrationDataAtom)).toEqual({ email: 'a@b.example', businessPurpose: false });
  });

  it('clears the stored answers', () => {
    const store = createStore();
    store.set(registrationDataAtom, { email: 'a@b.example' });
    store.set(clearRegistrationAtom);
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    expect(store.get(registrationDataAtom)).toEqual({});
  });
});
