import { describe, expect, it } from 'vitest';
import {
  bannerAppFor,
  bannerLayoutFor,
  dismissBanner,
  forgetOvertaken,
  isDismissed,
  parseBanners,
  parseDismissals,
  visibleBanners,
  type Banner,
} from './banners';

const FORMAT = 'Banner data does not match the expected format';

const banner = (over: Partial<Banner> & { uuid: string }): Banner => ({
  message: `Message ${over.uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2025-03-01T00:00:00Z', updatedAt: '2025-03-01T00:00:00Z' },
  ...over,
});

describe('parseBanners', () => {
  const valid = { uuid: 'a', message: 'Hello', apps: ['heloc'], variant: 'warn' };

  it('accepts entries with uuid, message, apps and variant, defaulting the rest', () => {
    expect(parseBanners([valid], FORMAT)).toEqual([
      { ...valid, active: false, dismissable: false, metadata: { createdAt: '', updatedAt: '' } },
    ]);
  });

  it.each([
    ['not a list', { banners: [] }],
    ['an entry that is not an object', ['text']],
    ['no uuid', [{ ...valid, uuid: undefined }]],
    ['an empty message', [{ ...valid, message: ' ' }]],
    ['no apps', [{ ...valid, apps: undefined }]],
    ['an empty apps list', [{ ...valid, apps: [] }]],
    ['an app that is not text', [{ ...valid, apps: [3] }]],
    ['no variant', [{ ...valid, variant: undefined }]],
    ['an unknown variant', [{ ...valid, variant: 'error' }]],
  ])('refuses %s with the format message', (_, data) => {
    expect(() => parseBanners(data, FORMAT)).toThrow(FORMAT);
  });
});

describe('visibleBanners', () => {
  const options = { app: 'heloc', dismissals: {}, max: 2 };

  it('shows only active banners listing this app', () => {
    const list = [
      banner({ uuid: 'on' }),
      banner({ uuid: 'off', active: false }),
      banner({ uuid: 'other-app', apps: ['mortgage'] }),
      banner({ uuid: 'both', apps: ['mortgage', 'heloc'] }),
    ];
    expect(visibleBanners(list, { ...options, max: 10 }).map((b) => b.uuid)).toEqual(['on', 'both']);
  });

  it('orders newest createdAt first and keeps at most max', () => {
    const at = (day: string) => ({ createdAt: `2025-03-${day}T00:00:00Z`, updatedAt: '2025-03-01T00:00:00Z' });
    const list = [
      banner({ uuid: 'old', metadata: at('01') }),
      banner({ uuid: 'new', metadata: at('09') }),
      banner({ uuid: 'mid', metadata: at('05') }),
    ];
    expect(visibleBanners(list, options).map((b) => b.uuid)).toEqual(['new', 'mid']);
    expect(visibleBanners(list, { ...options, max: 1 }).map((b) => b.uuid)).toEqual(['new']);
  });

  it('leaves out a dismissed banner until it is updated after the dismissal', () => {
    const shown = banner({ uuid: 'x' });
    const dismissals = dismissBanner({}, shown, new Date('2025-03-02T00:00:00Z'));
    expect(visibleBanners([shown], { ...options, dismissals })).toEqual([]);
    const updated = { ...shown, metadata: { ...shown.metadata, updatedAt: '2025-03-03T00:00:00Z' } };
    expect(visibleBanners([updated], { ...options, dismissals })).toEqual([updated]);
  });
});

describe('dismissals', () => {
  const when = new Date('2025-03-02T10:00:00Z');

  it('stores the dismissal time of a dismissable banner only', () => {
    expect(dismissBanner({}, banner({ uuid: 'a' }), when)).toEqual({ a: '2025-03-02T10:00:00.000Z' });
    expect(dismissBanner({}, banner({ uuid: 'b', dismissable: false }), when)).toEqual({});
  });

  it('ignores a stored dismissal of a banner that cannot be dismissed', () => {
    expect(isDismissed(banner({ uuid: 'a', dismissable: false }), { a: when.toISOString() })).toBe(false);
  });

  it('an update at the same time as the dismissal keeps it hidden; a later one does not', () => {
    const at = (updatedAt: string) => banner({ uuid: 'a', metadata: { createdAt: updatedAt, updatedAt } });
    const dismissals = { a: when.toISOString() };
    expect(isDismissed(at('2025-03-02T10:00:00Z'), dismissals)).toBe(true);
    expect(isDismissed(at('2025-03-02T10:00:01Z'), dismissals)).toBe(false);
  });

  it('forgets overtaken dismissals and keeps the rest', () => {
    const dismissals = { old: '2025-03-01T00:00:00Z', held: '2025-03-05T00:00:00Z', gone: '2025-01-01T00:00:00Z' };
    const list = [
      banner({ uuid: 'old', metadata: { createdAt: '2025-02-01T00:00:00Z', updatedAt: '2025-03-02T00:00:00Z' } }),
      banner({ uuid: 'held' }),
    ];
    expect(forgetOvertaken(list, dismissals)).toEqual({ held: '2025-03-05T00:00:00Z', gone: '2025-01-01T00:00:00Z' });
  });

  it.each([
    ['nothing stored: none', null, {}],
    ['text that is not JSON: none', 'not json', {}],
    ['a JSON list: none', '[1]', {}],
    ['a map with a number: the dates only', '{"a":"2025-03-01T00:00:00Z","b":3}', { a: '2025-03-01T00:00:00Z' }],
  ])('reads the stored entry, %s', (_name, raw, expected) => expect(parseDismissals(raw)).toEqual(expected));
});

describe('where banners show', () => {
  const apps = { default: 'heloc', signer: 'heloc-signer' };
  it.each([
    ['/account/heloc/register-v2/personal-info', 'heloc', 'marketing'],
    ['/account/heloc/register', 'heloc', 'marketing'],
    ['/account/dscr/register', 'heloc', 'marketing'],
    ['/account/heloc/5a1e0000-0000-4000-8000-000000000001/status', 'heloc', 'product'],
    ['/account/heloc/heloc-signer/conditions/x', 'heloc-signer', 'product'],
    ['/dashboard', 'heloc', 'product'],
  ])('%s is app %s in the %s layout', (path, app, layout) => {
    expect(bannerAppFor(path, apps, '/account/heloc/heloc-signer')).toBe(app);
    expect(bannerLayoutFor(path)).toBe(layout);
  });
});
