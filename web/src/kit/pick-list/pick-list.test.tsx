import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PickList } from './pick-list';

describe('PickList', () => {
  it('lists each choice as a button named by its title and detail, or its own label, and calls back on a click', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <PickList
        label="Matching accounts"
        options={[
          { key: 'A1', title: 'SMITH FAMILY', detail: 'WP100 · Wrap', onChoose: first },
          { key: 'A2', title: 'JONES SUPER', detail: 'WP200 · Super', label: 'Use JONES SUPER (WP200)', onChoose: second },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Matching accounts' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'SMITH FAMILY WP100 · Wrap' }));
    expect(first).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Use JONES SUPER (WP200)' }));
    expect(second).toHaveBeenCalledOnce();
  });

  it('disables every choice while one is on its way, and shows nothing without choices', () => {
    const { rerender } = render(<PickList label="Clients" disabled options={[{ key: 'C1', title: 'Ann Lee', onChoose: () => undefined }]} />);
    expect(screen.getByRole('button', { name: 'Ann Lee' })).toHaveProperty('disabled', true);
    rerender(<PickList label="Clients" options={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
