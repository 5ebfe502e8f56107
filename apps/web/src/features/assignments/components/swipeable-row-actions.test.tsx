// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/component-test';
import { SwipeableRowActions } from './swipeable-row-actions';

function renderMenu(completed = false) {
  const calls = { onToggle: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onOpen: vi.fn() };
  const rendered = renderComponent(
    <>
      <p id="title">Lab report</p>
      <SwipeableRowActions
        title="Lab report"
        describedBy="title"
        completed={completed}
        {...calls}
      />
    </>,
  );
  return {
    ...rendered,
    ...calls,
    button: screen.getByRole('button', { name: 'Actions for Lab report' }),
  };
}

// The menu's code loads on the first press of its button; the button must work as Radix's
// trigger does from that very first press, by pointer and by keyboard.
describe("a phone row's menu button", { timeout: 30_000 }, () => {
  it('opens the menu on its first press, and each item does what it says', async () => {
    const { user, button, onToggle, onEdit, onOpen } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Mark Done' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(onOpen).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Actions for Lab report' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard on its first item, and Escape gives the focus back', async () => {
    const { user, button, onToggle } = renderMenu(true);
    button.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Mark Active' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('menu')).toHaveAccessibleDescription('Lab report');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for Lab report' })).toHaveFocus();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
