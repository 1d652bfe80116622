import { describe, expect, it } from 'vitest';
import { clientStatusTone } from './client-status-tone';

describe('clientStatusTone', () => {
  it('Active positive, Inactive negative, else default', () => {
    expect(clientStatusTone('Active')).toBe('positive');
    expect(clientStatusTone('INACTIVE')).toBe('negative');
    expect(clientStatusTone('Prospect')).toBe('default');
    expect(clientStatusTone(null)).toBe('default');
  });
});
