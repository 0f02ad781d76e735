import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRegistrationAtom,
  clearStoredRegistration,
  DRAFT_WRITE_DELAY_MS,
  flushRegistrationDraft,
  registrationDataAtom,
  REGISTRATION_STORAGE_KEY,
} from './registration-atoms';

describe('registration state', () => {
  beforeEach(() => {
    flushRegistrationDraft();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps everything but the password in session storage', () => {
    const store = createStore();
    store.set(registrationDataAtom, {
      email: 'a@b.example',
      password: 'Secret-pass-123!',
      confirmPassword: 'Secret-pass-123!',
      propertyAddress: { street1: '1 Main St' },
    });
    flushRegistrationDraft();
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
    flushRegistrationDraft();
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

  it('writes once typing pauses, not on each keystroke', () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(registrationDataAtom, { propertyAddress: { street1: '1' } });
    store.set(registrationDataAtom, { propertyAddress: { street1: '16' } });
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    expect(store.get(registrationDataAtom)).toEqual({ propertyAddress: { street1: '16' } });
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(JSON.parse(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)!)).toEqual({
      propertyAddress: { street1: '16' },
    });
  });

  it('writes at once when the page is left or hidden (a reload fires pagehide)', () => {
    vi.useFakeTimers();
    createStore().set(registrationDataAtom, { email: 'a@b.example' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)!)).toEqual({ email: 'a@b.example' });
  });

  it('drops a waiting write on logout, so the answers do not come back', () => {
    vi.useFakeTimers();
    createStore().set(registrationDataAtom, { email: 'a@b.example' });
    clearStoredRegistration(window.sessionStorage);
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
  });
});
