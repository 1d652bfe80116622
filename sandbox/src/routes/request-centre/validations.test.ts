import { describe, expect, it } from 'vitest';
import { inProgressName } from './validations.js';

describe('the name of a request in progress (E000002)', () => {
  it('says "request" once, with the right article', () => {
    expect(['Rollover', 'General request', 'Amend pension', 'Change of address'].map(inProgressName)).toEqual([
      'a rollover request',
      'a general request',
      'an amend pension request',
      'a change of address request',
    ]);
  });
});
