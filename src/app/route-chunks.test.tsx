import { Suspense, useState } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import redirects from '@flows/routes/redirects.json';
import { CHUNK_RELOAD_KEY } from '@/core/navigation/chunk-reload';
import { pageAt, routedPages } from '@/core/navigation/pages';
import { lazyPage } from './lazy-page';
import { routeChunk } from './route-chunks';

describe('pageAt finds the page the router draws (main.tsx starts its chunk early)', () => {
  // The route tree of router.tsx, each leaf named by its path, for react-router's own matcher.
  const { open, maintenance } = routedPages();
  const leaf = (kind: string) => (path: string) => ({ path, id: `${kind} ${path}` });
  const routes: RouteObject[] = [
    {
      id: 'shell',
      children: [
        ...redirects.redirects.map((rule) => leaf('redirect')(rule.from)),
        ...redirects.fullPageLoads.map((rule) => leaf('full page load')(rule.from)),
        {
          id: 'session',
          children: [
            ...open.map((page) => leaf('page')(page.path)),
            { id: 'maintenance', children: maintenance.map((page) => leaf('page')(page.path)) },
          ],
        },
        leaf('not found')('*'),
      ],
    },
  ];
  const uuid = '0b8e2c1a-7f3d-4e5a-9c6b-2d1f0e9a8b7c';
  const instances = (pattern: string) => {
    const filled = pattern.replace(/:[a-zA-Z]+/g, uuid);
    return filled.endsWith('/*')
      ? [filled.slice(0, -2), `${filled.slice(0, -2)}/income/verify`]
      : [filled, `${filled}/`];
  };
  const paths = [
    ...[...open, ...maintenance].map((page) => page.path),
    ...redirects.redirects.map((rule) => rule.from),
    ...redirects.fullPageLoads.map((rule) => rule.from),
  ].flatMap(instances);

  it.each([...paths, '/', '/nowhere', '/account/heloc/register-v2/phone'])('%s', (path) => {
    const matched = matchRoutes(routes, path)?.at(-1)?.route.id ?? 'none';
    const page = pageAt(path);
    expect(page ? `page ${page.path}` : 'no page').toBe(matched.startsWith('page ') ? matched : 'no page');
  });

  it('the pages of the spec: a content page, an application screen, a signer page', () => {
    expect(pageAt('/account/heloc/not-accepting-apps')).toMatchObject({ content: 'not-accepting-apps' });
    expect(pageAt(`/account/heloc/${uuid}/product/select`)).toMatchObject({ view: 'application' });
    expect(pageAt('/account/heloc/heloc-signer/login')).toMatchObject({ view: 'signer-login' });
    // An old address is the router's to send on: nothing to start.
    expect(pageAt(`/account/heloc/${uuid}/income`)).toBeUndefined();
  });
});

describe('lazyPage over a routeChunk', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  const later = <M,>() => {
    let resolve!: (value: M) => void;
    const promise = new Promise<M>((res) => (resolve = res));
    return { promise, resolve };
  };
  /** A page with state of its own, to tell a page kept from one drawn anew. */
  const module = {
    Page: ({ label }: { label: string }) => {
      const [mounted] = useState(() => (mounts += 1));
      return (
        <h1>
          {label} {mounted}
        </h1>
      );
    },
  };
  let mounts = 0;
  /** How often the loading state was drawn. */
  let loadingDrawn = 0;
  const Loading = () => {
    loadingDrawn += 1;
    return <p>Loading</p>;
  };
  const inBoundary = (Page: React.ComponentType) => (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );

  it('draws the page at once when its chunk came first: no loading state, drawn once', async () => {
    mounts = 0;
    loadingDrawn = 0;
    const chunk = routeChunk(async () => module);
    await chunk.load();
    const { container } = render(inBoundary(lazyPage(chunk, (m) => <m.Page label="Terms" />)));
    // Synchronously, in the first render: nothing for React to throttle.
    expect(container.textContent).toBe('Terms 1');
    expect(loadingDrawn).toBe(0);
    expect(mounts).toBe(1);
  });

  it('waits for a chunk still on the way, then keeps the page through later draws', async () => {
    mounts = 0;
    const arrival = later<typeof module>();
    let imports = 0;
    const chunk = routeChunk(() => ((imports += 1), arrival.promise));
    const Page = lazyPage(chunk, (m) => <m.Page label="Dashboard" />);
    const { container, rerender } = await act(async () => render(inBoundary(Page)));
    expect(container.textContent).toBe('Loading');
    await act(async () => arrival.resolve(module));
    expect(container.textContent).toBe('Dashboard 1');
    rerender(inBoundary(Page));
    expect(container.textContent).toBe('Dashboard 1');
    expect(imports).toBe(1);
  });

  it('a chunk that arrives clears the reload count; one that fails leaves it for the error page', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '3');
    const failing = routeChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(failing.load()).rejects.toThrow('Failed to fetch');
    expect(failing.load()).toBe(failing.load());
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('3');
    await routeChunk(async () => module).load();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
