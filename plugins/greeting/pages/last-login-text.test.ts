import { describe, expect, it } from 'vitest';
import { lastLoginText } from './last-login-text';

describe('lastLoginText', () => {
  it('tells the last login in Sydney time', () => {
    expect(lastLoginText('2025-03-02T22:05:00Z')).toBe('Last login 3 Mar 2025, 9:05 am');
  });

  it('welcomes a first-time user', () => {
    expect(lastLoginText(null)).toBe('Welcome to Adviser Online');
  });

  it('shows nothing for an unreadable timestamp', () => {
    expect(lastLoginText('yesterday')).toBeNull();
  });
});
