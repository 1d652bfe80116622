import { afterEach, describe, expect, it } from 'vitest';
import { interpolate, label, setCopyOverrides, t } from './copy';

describe('copy', () => {
  afterEach(() => setCopyOverrides({}));

  it('reads strings from the catalogue', () => {
    expect(t('shell.header.logout')).toBe('Logout');
  });

  it('fills placeholders', () => {
    expect(t('dashboard.lastLogin', { when: '3 Mar 2025, 9:05 am' })).toBe('Last login 3 Mar 2025, 9:05 am');
    expect(interpolate('{a} and {b}', { a: 1, b: 'two' })).toBe('1 and two');
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  it('layers brand overrides over the catalogue', () => {
    setCopyOverrides({ 'shell.header.logout': 'Sign out' });
    expect(t('shell.header.logout')).toBe('Sign out');
  });

  it('reads a label as a copy key when one exists, else as text', () => {
    expect(label('shell.header.logout')).toBe('Logout');
    expect(label('Fee calculator')).toBe('Fee calculator');
    expect(label('nav.custom', undefined, { 'nav.custom': 'From overrides' })).toBe('From overrides');
    setCopyOverrides({ 'shell.header.logout': 'Sign out' });
    expect(label('shell.header.logout')).toBe('Sign out');
  });
});
