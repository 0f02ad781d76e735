import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/renderer/brand/brand-context';
import { testBrand } from '../test-support/test-brand';
import { RouteBoundary } from './route-boundary';

function Boom(): never {
  throw new Error('render failed');
}

function renderAt(element: React.ReactElement, brand = testBrand()) {
  const router = createMemoryRouter([{ element: <RouteBoundary />, children: [{ path: '/', element }] }]);
  return render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BrandProvider>,
  );
}

describe('RouteBoundary and RouteErrorPage', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('shows the error fallback with the brand support contacts and both actions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const brand = testBrand('CEDAR_VALLEY_FCU');
    renderAt(<Boom />, brand);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(`If this keeps happening, call us at ${brand.support.phone} or email ${brand.support.email}.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('RouteBoundary', () => {
  afterEach(cleanup);

  it('shows the next page again after a navigation away from one that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        element: <RouteBoundary />,
        children: [
          { path: '/', element: <Boom /> },
          { path: '/next', element: <h1>Next page</h1> },
        ],
      },
    ]);
    render(
      <BrandProvider brand={testBrand()}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BrandProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' });
    await act(() => router.navigate('/next'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Next page' })).toBeTruthy();
  });
});
