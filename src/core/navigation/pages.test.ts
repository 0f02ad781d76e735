import { describe, expect, it } from 'vitest';
import { accessForIn } from './access';
import { PAGES, publicRoutes, routedPages, type Pages } from './pages';

const page = (path: string, more: Partial<Pages['pages'][number]> = {}) => ({
  path,
  public: false,
  why: 'test',
  ...more,
});
const site = (pages: Pages['pages']): Pages => ({
  $schema: '',
  login: '/auth/login',
  signer: { under: '/signer', login: '/signer/login' },
  pages,
});

describe('publicRoutes (derived from flows/routes/pages.json)', () => {
  it('is the pages marked public, then the full-page loads of public pages', () => {
    const routes = publicRoutes(
      site([page('/terms', { public: true, content: 'terms' }), page('/dashboard', { view: 'dashboard' })]),
      [
        { from: '/account/heloc/terms', to: '/terms' },
        { from: '/account/heloc/dashboard', to: '/dashboard' },
      ],
    );
    expect(routes.public).toEqual(['/terms', '/account/heloc/terms']);
  });

  it('follows the data: a page that stops being public sends anonymous visitors to login', () => {
    const open = site([page('/contact', { public: true, content: 'contact' })]);
    const closed = site([page('/contact', { public: false, content: 'contact' })]);
    expect(accessForIn(publicRoutes(open, []), '/contact', { signedIn: false })).toEqual({ allow: true });
    expect(accessForIn(publicRoutes(closed, []), '/contact', { signedIn: false })).toEqual({
      redirect: '/auth/login?redirectUrl=%2Fcontact',
    });
  });

  it('the committed pages give the public routes of the spec', () => {
    expect(publicRoutes().public).toEqual([
      '/terms',
      '/privacy',
      '/communications',
      '/licenses',
      '/coming-soon',
      '/contact',
      '/auth/login',
      '/auth/agent/login',
      '/auth/callback',
      '/account/heloc/register-v2/*',
      '/account/heloc/register',
      '/account/heloc-62-interest-only/register',
      '/account/heloc-crypto-backed/register',
      '/account/dscr/register',
      '/account/heloc/register/account-setup',
      '/account/heloc/register/support',
      '/account/heloc/not-accepting-apps',
      '/account/heloc/coming-soon',
      '/account/heloc/heloc-signer/login',
      '/account/heloc/terms',
      '/account/heloc/communications',
      '/account/heloc/privacy',
      '/account/heloc/licenses',
    ]);
  });
});

describe('routedPages', () => {
  it('draws pages with content or a view, split by the maintenance switch, and leaves out paths without a page', () => {
    const { open, maintenance } = routedPages(
      site([
        page('/terms', { content: 'terms', public: true }),
        page('/x/support', { public: true }),
        page('/x/:uuid/*', { view: 'application', maintenance: true }),
      ]),
    );
    expect(open.map((p) => p.path)).toEqual(['/terms']);
    expect(maintenance.map((p) => p.path)).toEqual(['/x/:uuid/*']);
  });

  it('the committed pages: the platform pages open, the HELOC journey behind the switch', () => {
    const { open, maintenance } = routedPages(PAGES);
    expect(open.map((p) => p.path)).toEqual([
      '/terms',
      '/privacy',
      '/communications',
      '/licenses',
      '/coming-soon',
      '/contact',
      '/auth/login',
      '/auth/agent/login',
      '/auth/callback',
      '/dashboard',
      '/dashboard/settings',
      // The app areas of the Apps menu (platform spec, section 2).
      '/universal-passport',
      '/group-manager',
      '/portfolio',
      '/pay',
      '/exchange',
      '/universal-marketplace',
      '/account/heloc/register/support',
    ]);
    // The HELOC journey, and the other products' own registration (/account/{product}/register).
    expect(
      maintenance.every(
        (p) => p.path.startsWith('/account/heloc/') || /^\/account\/[a-z0-9-]+\/register$/.test(p.path),
      ),
    ).toBe(true);
  });

  // Without a page of their own these fell into /account/heloc/:uuid/* (uuid 'register').
  it.each([
    ['/account/heloc/register/account-setup', 'register-account-setup'],
    ['/account/heloc/register/support', 'register-support'],
  ])('%s is a public content page of its own (%s)', (path, content) => {
    const { open, maintenance } = routedPages(PAGES);
    expect([...open, ...maintenance].find((p) => p.path === path)).toMatchObject({ content, public: true });
  });
});
