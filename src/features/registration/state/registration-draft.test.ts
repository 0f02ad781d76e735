import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_STORAGE_KEY } from './registration-storage';

/** The module as a page load gets it: the draft is kept in memory for the tab's life. */
const load = () => import('./registration-draft');

describe('registration state', () => {
  beforeEach(() => {
    vi.resetModules();
    window.sessionStorage.clear();
  });

  it('keeps everything but the password in session storage', async () => {
    const { registrationData } = await load();
    registrationData.set({
      email: 'a@b.example',
      password: 'Secret-pass-123!',
      confirmPassword: 'Secret-pass-123!',
      propertyAddress: { street1: '1 Main St' },
    });
    expect(JSON.parse(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)!)).toEqual({
      email: 'a@b.example',
      propertyAddress: { street1: '1 Main St' },
    });
    expect(registrationData.get().password).toBe('Secret-pass-123!');
  });

  it('restores the stored answers after a reload (a fresh module)', async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ email: 'a@b.example' }));
    const { registrationData } = await load();
    expect(registrationData.get()).toEqual({ email: 'a@b.example' });
  });

  it('keeps the business-purpose answer through a reload, like the other answers', async () => {
    (await load()).registrationData.set({ email: 'a@b.example', businessPurpose: false });
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.registrationData.get()).toEqual({ email: 'a@b.example', businessPurpose: false });
  });

  it('clears the stored answers', async () => {
    const { registrationData } = await load();
    registrationData.set({ email: 'a@b.example' });
    registrationData.reset();
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    expect(registrationData.get()).toEqual({});
  });

  it('a step drawn anew reads the draft storage keeps (the secrets stay with the step that took them)', async () => {
    const { registrationData } = await load();
    const step = renderHook(() => registrationData.use());
    act(() => registrationData.set({ email: 'a@b.example', password: 'Secret-pass-123!' }));
    expect(step.result.current.password).toBe('Secret-pass-123!');
    step.unmount();
    expect(renderHook(() => registrationData.use()).result.current).toEqual({ email: 'a@b.example' });
  });

  it('a refused answer is kept in memory only, for the next step mount', async () => {
    const { refusal } = await load();
    const refused = { field: '/email', message: 'Taken' } as unknown as Parameters<typeof refusal.set>[0];
    const first = renderHook(() => refusal.use());
    act(() => refusal.set(refused));
    first.unmount();
    expect(renderHook(() => refusal.use()).result.current).toBe(refused);
    expect(window.sessionStorage.length).toBe(0);
  });
});
