import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeadingBlock, QueryStates } from '.';

describe('HeadingBlock', () => {
  it('is a page title at level 1 and a section title otherwise, with its introduction under it', () => {
    render(
      <>
        <HeadingBlock id="page" level={1} title="My profile" intro="Your details." />
        <HeadingBlock id="tab" title="Fees" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' }).id).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: 'Fees' }).id).toBe('tab');
    expect(screen.getByText('Your details.').tagName).toBe('P');
    expect(document.querySelectorAll('header p')).toHaveLength(1);
  });
});

describe('QueryStates', () => {
  const content = (rows: string[]) => <ul>{rows.map((r) => <li key={r}>{r}</li>)}</ul>;

  it('says it is loading until data comes, then shows only the content', () => {
    const { rerender } = render(<QueryStates data={undefined} loading errorMessage="Failed" loadingLabel="Loading fees">{content}</QueryStates>);
    expect(screen.getByRole('status').textContent).toContain('Loading fees');
    rerender(<QueryStates data={['one']} loading={false} errorMessage="Failed">{content}</QueryStates>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('one');
  });

  it('offers Try again on a failure with nothing to show, and keeps data it has over a later error', async () => {
    const refetch = vi.fn().mockRejectedValue(new Error('still down'));
    const { rerender } = render(<QueryStates data={null} loading={false} error={new Error('down')} errorMessage="Failed" refetch={refetch}>{content}</QueryStates>);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<QueryStates data={['kept']} loading={false} error={new Error('down')} errorMessage="Failed" refetch={refetch}>{content}</QueryStates>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('kept');
  });
});
