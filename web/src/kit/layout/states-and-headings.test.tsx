import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeadingBlock, QueryStates, WidgetFrame } from '.';

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

describe('WidgetFrame', () => {
  const content = (rows: string[]) => <ul>{rows.map((r) => <li key={r}>{r}</li>)}</ul>;

  it('names the card by its heading, says it is loading, then shows the content and keeps the footer throughout', () => {
    const { rerender } = render(<WidgetFrame id="w" title="News" data={undefined} loading loadingLabel="Loading news" errorMessage="Failed" footer={<a href="#all">View all</a>}>{content}</WidgetFrame>);
    expect(screen.getByRole('region', { name: 'News' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading news');
    expect(screen.getByRole('link', { name: 'View all' })).toBeTruthy();
    rerender(<WidgetFrame id="w" title="News" data={['one']} loading={false} loadingLabel="Loading news" errorMessage="Failed" footer={<a href="#all">View all</a>}>{content}</WidgetFrame>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('one');
    expect(screen.getByRole('link', { name: 'View all' })).toBeTruthy();
  });

  it('offers Try again when the query failed with nothing to show', () => {
    const refetch = vi.fn().mockResolvedValue(undefined);
    render(<WidgetFrame id="w" title="News" data={null} loading={false} error={new Error('down')} loadingLabel="Loading news" errorMessage="News is unavailable" refetch={refetch}>{content}</WidgetFrame>);
    expect(screen.getByRole('alert').textContent).toContain('News is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
