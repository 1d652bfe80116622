import { expect, it } from 'vitest';
import { didYouMean } from './did-you-mean.ts';

it.each([
  ['enable', ['enabled', 'rule', 'settings'], 'enabled'],
  ['Enabled', ['enabled'], 'enabled'],
  ['Wrpa', ['Cash', 'Wrap', 'Vision'], 'Wrap'],
  ['permisions', ['permissions', 'orPermissions', 'notPermissions'], 'permissions'],
  ['prod', ['default', 'dev', 'production'], 'production'],
  ['favicons', ['favicon', 'logo'], 'favicon'],
] as const)('suggests %s -> %s', (input, candidates, expected) => {
  expect(didYouMean(input, candidates)).toBe(expected);
});

it.each([
  ['anz', ['mgl', 'oasis', 'perpetual']],
  ['xyz', []],
  ['qq', ['dev', 'default']],
] as const)('suggests nothing for %s', (input, candidates) => {
  expect(didYouMean(input, candidates)).toBeUndefined();
});
