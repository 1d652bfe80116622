import { describe, expect, it } from 'vitest';
import { enumValue, enumValueOrNull, isEnumValue } from './enum-value.js';

const COLOURS = { RED: true, GREEN: true } as const;

describe('enumValue', () => {
  it('passes a value the table lists', () => {
    expect(enumValue(COLOURS, 'RED', 'Colour')).toBe('RED');
    expect(enumValueOrNull(COLOURS, null, 'Colour')).toBeNull();
    expect(isEnumValue(COLOURS, 'toString')).toBe(false);
  });

  it('refuses any other as the upstream answering badly', () => {
    expect(() => enumValue(COLOURS, 'BLUE', 'Colour')).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE', enumName: 'Colour', value: 'BLUE' }) }));
  });
});
