// External link URLs: environment column, badge or '*', placeholders (001 §2.2, CONTRACT.md links).
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, linkEnvironment, resolveLinkUrl, type LinkTargets } from './links.ts';

const links: LinkTargets = {
  targets: {
    'wrap-online': {
      default: { MacquarieWrap: 'https://wrap.example/{businessVenture}', '*': 'https://any.example/' },
      uat: { MacquarieWrap: 'https://uat.wrap.example/' },
      sit: { '*': 'https://sit.example/' },
    },
    forms: { default: { '*': 'https://forms.example/?p={product}&c={clientId}' } },
    'wrap-only': { default: { MacquarieWrap: 'https://w.example/' } },
  },
};

describe('linkEnvironment', () => {
  it('uses uat and sit columns, default for every other environment', () => {
    expect(linkEnvironment('uat')).toBe('uat');
    expect(linkEnvironment('sit')).toBe('sit');
    for (const env of ['dev', 'lab', 'beta', 'production'] as const) expect(linkEnvironment(env)).toBe('default');
  });
});

describe('resolveLinkUrl', () => {
  it("takes the badge's URL, else '*'", () => {
    expect(resolveLinkUrl(links, 'wrap-online', 'production', 'MacquarieWrap', { businessVenture: 'MPM' })).toBe('https://wrap.example/MPM');
    expect(resolveLinkUrl(links, 'wrap-online', 'production', 'Vision')).toBe('https://any.example/');
  });

  it('uses the uat and sit columns there, falling back to default', () => {
    expect(resolveLinkUrl(links, 'wrap-online', 'uat', 'MacquarieWrap')).toBe('https://uat.wrap.example/');
    expect(resolveLinkUrl(links, 'wrap-online', 'uat', 'Vision')).toBe('https://any.example/');
    expect(resolveLinkUrl(links, 'wrap-online', 'sit', 'MacquarieWrap')).toBe('https://sit.example/');
    expect(resolveLinkUrl(links, 'forms', 'sit', 'Vision')).toBe('https://forms.example/?p=&c=');
    expect(resolveLinkUrl(links, 'wrap-online', 'lab', 'MacquarieWrap')).toBe('https://wrap.example/');
  });

  it('answers undefined for an unknown target or a badge with no URL', () => {
    expect(resolveLinkUrl(links, 'nope', 'production', 'MacquarieWrap')).toBeUndefined();
    expect(resolveLinkUrl(links, 'wrap-only', 'uat', 'Vision')).toBeUndefined();
  });
});

describe('fillPlaceholders', () => {
  it('URL-encodes the five placeholders', () => {
    const url = fillPlaceholders('https://x/{product}/{businessVenture}?c={clientId}&s={solutions}&f={solutionsFilter}', {
      product: 'Wrap & Cash',
      businessVenture: 'MPM',
      clientId: 'C/1',
      solutions: 'a,b',
      solutionsFilter: 'x=y',
    });
    expect(url).toBe('https://x/Wrap%20%26%20Cash/MPM?c=C%2F1&s=a%2Cb&f=x%3Dy');
  });

  it('leaves unknown and missing placeholders empty', () => {
    expect(fillPlaceholders('https://x/{other}/{product}/{clientId}', { product: 'Wrap' })).toBe('https://x//Wrap/');
  });
});
