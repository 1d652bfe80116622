import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL, screenShareStore } from '../state/store';
import ScreenShareBar from './screenshare-bar';

afterEach(() => act(() => screenShareStore.set(INITIAL)));

describe('the co-browsing bar (001 §2.8)', () => {
  it('is absent while disconnected or connecting', () => {
    act(() => screenShareStore.set({ status: 'connecting' }));
    const { container } = render(<ScreenShareBar />);
    expect(container.innerHTML).toBe('');
  });

  it("reads the connected text with 'End session' once connected and the modal page is closed", () => {
    act(() => screenShareStore.set({ status: 'connected', modalOpen: false }));
    render(<ScreenShareBar />);
    expect(screen.getByRole('region', { name: 'Screen sharing' }).textContent).toContain(
      'Screen share session active. Please note this session will end if you log out of Adviser Online.',
    );
    expect(screen.getByRole('button', { name: 'End session' })).toBeTruthy();
    act(() => screenShareStore.set({ modalOpen: true }));
    expect(screen.queryByRole('region', { name: 'Screen sharing' })).toBeNull();
  });

  it('reads the failure as an alert with a close icon', () => {
    act(() => screenShareStore.set({ status: 'connectionFailed', modalOpen: false }));
    render(<ScreenShareBar />);
    expect(screen.getByRole('alert').textContent).toBe('Sorry, your screen share session has ended unexpectedly. Please try again later.');
    expect(screen.getByRole('button', { name: 'Close this message' })).toBeTruthy();
  });
});
