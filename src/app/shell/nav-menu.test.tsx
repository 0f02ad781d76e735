import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { NavMenu } from './nav-menu';

const ITEMS = [
  { label: 'Passport', to: '/universal-passport' },
  { label: 'Pay', to: '/pay' },
  { label: 'Exchange', to: '/exchange' },
];

function renderMenu() {
  const page = (title: string) => ({
    path: title === 'Home' ? '/' : `/${title.toLowerCase()}`,
    element: <h1>{title}</h1>,
  });
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavMenu label="Apps" items={ITEMS} />
          <Outlet />
        </>
      ),
      children: [page('Home'), page('Pay'), page('Exchange')],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('NavMenu', () => {
  it('opens on the first item, moves by arrows, closes on Escape with focus back on the button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Apps' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Passport' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Exchange' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp opens on the last item; items link to their pages; Tab lets focus leave and closes it', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Apps' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Exchange' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
      '/universal-passport',
      '/pay',
      '/exchange',
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'p' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Passport' }));
    fireEvent.blur(document.activeElement!, { relatedTarget: document.body });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
