import { describe, expect, it } from 'vitest';
import { popularGroups } from './popular-groups';

describe('popularGroups', () => {
  it('offers Statement groups only for the ppt badge', () => {
    expect(popularGroups('mgl').map((g) => g.groupType)).toEqual(['FEE', 'REPORTING']);
    expect(popularGroups('ppt').map((g) => g.groupType)).toEqual(['FEE', 'REPORTING', 'STATEMENTS']);
  });
});
