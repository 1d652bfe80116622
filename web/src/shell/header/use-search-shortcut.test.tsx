// The search shortcut: "/" where the adviser is not typing, Ctrl+K anywhere, never past an open modal dialog.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { focusWhenThere, useSearchShortcut } from './use-search-shortcut';

function Page({ dialog = false }: { dialog?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(useCallback(() => void focusWhenThere(() => input.current), []));
  return (
    <>
      <input ref={input} aria-label="Search" defaultValue="smith" />
      <textarea aria-label="Note" />
      <button type="button">Elsewhere</button>
      {dialog && (
        <div role="dialog" aria-modal="true" aria-label="Select product">
          <button type="button">In the dialog</button>
        </div>
      )}
    </>
  );
}

describe('the search shortcut', () => {
  it('"/" from the page focuses the search with its text selected, and is not typed', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    expect([search.selectionStart, search.selectionEnd]).toEqual([0, 5]);
    expect(search.value).toBe('smith');
  });

  it('"/" while typing in a field is a slash; Ctrl+K from there goes to the search', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const note = screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
    await user.click(note);
    await user.keyboard('a/b');
    expect(note.value).toBe('a/b');
    expect(document.activeElement).toBe(note);
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('leaves the focus in an open modal dialog', async () => {
    render(<Page dialog />);
    const user = userEvent.setup();
    const inDialog = screen.getByRole('button', { name: 'In the dialog' });
    await user.click(inDialog);
    await user.keyboard('/');
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(inDialog);
  });
});
