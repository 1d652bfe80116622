import { describe, expect, it, vi } from 'vitest';
import { limitState } from './group-limits';
import { cleanGroupName } from './group-name';
import { readStatus } from './group-status';
import { retrieveAfterCreate } from './retrieve-after-create';

describe('group form rules', () => {
  it('names the limit message at 8 and over 8 (000 §8)', () => {
    expect(limitState(7)).toBeNull();
    expect(limitState(8)).toBe('max');
    expect(limitState(9)).toBe('over');
  });

  it("cleans the group name (000 §5): other characters become spaces, then trimmed", () => {
    expect(cleanGroupName(" Smith's (Family) & Co-op ")).toBe("Smith's (Family) & Co-op");
    expect(cleanGroupName('Fees*2024!')).toBe('Fees 2024');
    expect(cleanGroupName('***')).toBe('');
  });

  it('reads unknown statuses as ACTIVE (000 §4)', () => {
    expect(readStatus('CLOSED')).toBe('CLOSED');
    expect(readStatus('inactive')).toBe('INACTIVE');
    expect(readStatus('ARCHIVED')).toBe('ACTIVE');
    expect(readStatus(null)).toBe('ACTIVE');
  });
});

describe('retrieveAfterCreate (000 §4)', () => {
  it('waits 3 s, then retries at 1 s while nothing comes back', async () => {
    const sleep = vi.fn(async () => undefined);
    const fetchGroup = vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce({ code: 'AG1' });
    await expect(retrieveAfterCreate(fetchGroup, sleep)).resolves.toEqual({ code: 'AG1' });
    expect(sleep.mock.calls).toEqual([[3000], [1000], [1000]]);
  });

  it('gives up after 5 retries', async () => {
    const sleep = vi.fn(async () => undefined);
    const fetchGroup = vi.fn().mockResolvedValue(null);
    await expect(retrieveAfterCreate(fetchGroup, sleep)).resolves.toBeNull();
    expect(fetchGroup).toHaveBeenCalledTimes(6);
  });
});
