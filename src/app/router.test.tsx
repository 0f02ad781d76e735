import { describe, expect, it } from 'vitest';
import { PAGES } from '@/core/navigation/pages';
import redirects from '@flows/routes/redirects.json';
import { PAGE_CHUNKS, pageChunkAt } from './router';

const UUID = '5a1e0000-0000-4000-8000-00000000000a';
/** A path the pattern matches: its :params filled, its splat given one more segment. */
const concrete = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, UUID).replace(/\/\*$/, '/more');

describe('pageChunkAt: the chunk of the page the router draws, started as the app starts', () => {
  it('finds the chunk of the page the router draws, where several patterns match', () => {
    expect(pageChunkAt('/terms', false)).toBe(PAGE_CHUNKS.content);
    expect(pageChunkAt('/auth/login', false)).toBe(PAGE_CHUNKS.login);
    expect(pageChunkAt('/account/heloc/register-v2/property', false)).toBe(PAGE_CHUNKS.registration);
    // The application's pattern (/account/heloc/:uuid/*) matches these too; the router prefers the page's own.
    expect(pageChunkAt('/account/heloc/not-accepting-apps', false)).toBe(PAGE_CHUNKS.content);
    expect(pageChunkAt('/account/heloc/heloc-signer/login', false)).toBe(PAGE_CHUNKS.signer);
    expect(pageChunkAt(`/account/heloc/${UUID}/income/review`, true)).toBe(PAGE_CHUNKS.application);
    expect(pageChunkAt('/dashboard/settings', true)).toBe(PAGE_CHUNKS.dashboard);
  });

  it('finds a chunk for every page of flows/routes/pages.json, signed in', () => {
    const drawn = PAGES.pages.filter((page) => page.view !== undefined || page.content !== undefined);
    expect(drawn.length).toBeGreaterThan(20);
    const missing = drawn.map((page) => page.path).filter((path) => !pageChunkAt(concrete(path), true));
    expect(missing).toEqual([]);
  });

  it('starts nothing for a private page when signed out: the visitor is sent to sign in', () => {
    expect(pageChunkAt('/dashboard', false)).toBeUndefined();
    expect(pageChunkAt(`/account/heloc/${UUID}/offers`, false)).toBeUndefined();
    expect(pageChunkAt('/dashboard', true)).toBe(PAGE_CHUNKS.dashboard);
  });

  it('starts nothing for an old address the router sends on, or an unknown one', () => {
    const from = [...redirects.redirects, ...redirects.fullPageLoads].map((rule) => concrete(rule.from));
    expect(from.filter((path) => pageChunkAt(path, true))).toEqual([]);
    expect(pageChunkAt('/no-such-page', true)).toBeUndefined();
  });
});
