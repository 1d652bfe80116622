import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenuButton, type MenuEntry } from './menu-button';

const ITEMS: MenuEntry[] = [
  { id: 'profile', label: 'My profile', textValue: 'My profile', href: '/dashboard/profile' },
  { id: 'security', label: 'My security', textValue: 'My security', href: '/dashboard/security' },
  { id: 'help', label: 'Help centre', textValue: 'Help centre', href: 'https://help.example.com/', external: true },
];

function renderMenu() {
  const root = createRootRoute({
    component: () => (
      <>
        <MenuButton items={ITEMS} buttonClassName="b" menuClassName="m" itemClassName="i">
          Olivia Bennett
        </MenuButton>
        <Outlet />
      </>
    ),
  });
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <p>page {path}</p> });
  const router = createRouter({
    routeTree: root.addChildren([page('/dashboard'), page('/dashboard/profile'), page('/dashboard/security')]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('MenuButton', () => {
  // Transforming React Aria takes seconds the first time; the module cache then makes the component's own
  // import (which it still awaits, the menu code not yet loaded) as quick as in a browser.
  beforeAll(async () => {
    await Promise.all([import('./aria-menu'), import('../popover/aria-popover')]);
  }, 60_000);

  it('opens from a press made before the menu code arrived, with focus in the menu, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = await screen.findByRole('button', { name: 'Olivia Bennett' });
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // A press with no hover or focus first (which would fetch the code sooner): the menu opens once it is here.
    fireEvent.click(button);
    // Named by its button (WAI-ARIA menu button pattern).
    const menu = await screen.findByRole('menu', { name: 'Olivia Bennett' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'My security', 'Help centre']);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: 'Olivia Bennett' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(items).toContain(document.activeElement);
  });

  it('links in-app items through the router and external ones to a new window; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    // By keyboard: Enter opens.
    await user.tab();
    const button = screen.getByRole('button', { name: 'Olivia Bennett' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    const external = screen.getByRole('menuitem', { name: 'Help centre' });
    expect(external.getAttribute('href')).toBe('https://help.example.com/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('menuitem', { name: 'My profile' }).getAttribute('href')).toContain('/dashboard/profile');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('menuitem', { name: 'My security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/security'));
    expect(await screen.findByText('page /dashboard/security')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
