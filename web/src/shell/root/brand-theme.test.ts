import { describe, expect, it } from 'vitest';
import { themeProperties } from './brand-theme';

describe('brand theme', () => {
  it('maps theme keys to custom properties', () => {
    expect(
      themeProperties({ primary: '#1a1a1a', primaryContrast: '#fff', accent: 'rgb(181, 134, 43)', background: 'white', surface: '#ffffff', text: '#111' }),
    ).toEqual({
      '--ao-primary': '#1a1a1a',
      '--ao-primary-contrast': '#fff',
      '--ao-accent': 'rgb(181, 134, 43)',
      '--ao-background': 'white',
      '--ao-surface': '#ffffff',
      '--ao-text': '#111',
    });
  });

  it('drops unknown keys and values that are not colours', () => {
    expect(themeProperties({ primary: 'red; background: url(x)', logo: '#fff', accent: 42 })).toEqual({});
    expect(themeProperties(null)).toEqual({});
  });
});
