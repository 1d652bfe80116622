import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContributionBoundary } from './contribution-boundary';
import { LazyView, preloadView, viewsPending } from './lazy-view';


function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('LazyView', () => {
  it('renders a preloaded component in the first commit, with no Suspense fallback', async () => {
    const load = async () => ({ default: Hello });
    await preloadView(load);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Suspense fallback={<p>Loading</p>}><LazyView load={load} props={{ name: 'Olivia' }} /></Suspense>));
    expect(container.textContent).toBe('Hello Olivia');
    act(() => root.unmount());
  });

  it('suspends on a component that has not arrived, then shows it', async () => {
    let arrive!: (m: { default: typeof Hello }) => void;
    const load = () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve));
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Suspense fallback={<p>Loading</p>}><LazyView load={load} props={{ name: 'Liam' }} /></Suspense>));
    expect(container.textContent).toBe('Loading');
    await act(async () => arrive({ default: Hello }));
    // React holds a revealed boundary back up to 300 ms: wait for what it shows, not for a time.
    await waitFor(() => expect(container.textContent).toBe('Hello Liam'));
    act(() => root.unmount());
  });

  it('counts a view as pending from its load until it has committed, so the shell holds idle code back', async () => {
    let arrive!: (m: { default: typeof Hello }) => void;
    const load = () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve));
    const before = viewsPending();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Suspense fallback={<p>Loading</p>}><LazyView load={load} props={{ name: 'Ava' }} /></Suspense>));
    expect(viewsPending()).toBe(before + 1);
    await act(async () => arrive({ default: Hello }));
    await waitFor(() => expect(container.textContent).toBe('Hello Ava'));
    expect(viewsPending()).toBe(before);
    act(() => root.unmount());
  });

  it('stops counting a view whose chunk failed to load', async () => {
    const load = () => Promise.reject(new Error('chunk gone'));
    const before = viewsPending();
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <ContributionBoundary onError={() => undefined}>
          <Suspense fallback={<p>Loading</p>}>
            <LazyView load={load} props={{}} />
          </Suspense>
        </ContributionBoundary>,
      ),
    );
    expect(viewsPending()).toBe(before + 1);
    await waitFor(() => expect(viewsPending()).toBe(before));
    act(() => root.unmount());
  });
});
