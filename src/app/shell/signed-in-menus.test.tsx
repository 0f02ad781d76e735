import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { BrandProvider } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { fakeFetch } from '@/renderer/http/test-support/fake-fetch';
import copy from '@flows/shell/copy.json';
import { testBrand } from '../test-support/test-brand';
import SignedInMenus from './signed-in-menus';

afterEach(cleanup);

const LOGOUT = 'POST /identity-broker/customer/secure/api/v3/logout';

function renderMenus() {
  const fetch = fakeFetch({ [LOGOUT]: [200, { redirect: '/auth/login' }] });
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => 'jwt', set: () => undefined, clear: () => undefined },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <li>login page</li> },
      { path: '*', element: <SignedInMenus /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <BrandProvider brand={testBrand()}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <ul>
            <RouterProvider router={router} />
          </ul>
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>,
  );
  return fetch;
}

it('draws Logout at once, loads its code as the profile menu is about to open, and it signs out', async () => {
  const fetch = renderMenus();
  const button = screen.getByRole('button', { name: copy.nav.profileMenu });
  const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
  const logout = () => within(menu).getByRole('menuitem', { hidden: true, name: copy.nav.profileItems.logout });
  const focused = logout();
  expect(focused.getAttribute('aria-busy')).toBe('false');
  // Focus asks for the item's code; ArrowUp opens the menu on it.
  fireEvent.focus(button);
  fireEvent.keyDown(button, { key: 'ArrowUp' });
  await waitFor(() => expect(document.activeElement).toBe(logout()));
  await waitFor(() => expect(logout().getAttribute('aria-busy')).toBe('false'));
  // The item drawn first is the one in use: its code's arrival leaves it in place, focused, so Escape and the arrows still reach the menu.
  expect(logout()).toBe(focused);
  expect(document.activeElement).toBe(focused);
  fireEvent.click(logout());
  // Whatever the broker answers, the borrower ends on the sign-in page.
  expect(await screen.findByText('login page')).toBeTruthy();
  expect(fetch).toHaveBeenCalled();
});

it('a click on Logout before its code has arrived is carried out once it has', async () => {
  renderMenus();
  const button = screen.getByRole('button', { name: copy.nav.profileMenu });
  const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
  // No focus or pointer first: the click itself asks for the code.
  fireEvent.click(within(menu).getByRole('menuitem', { hidden: true, name: copy.nav.profileItems.logout }));
  expect(await screen.findByText('login page')).toBeTruthy();
});
