import { describe, expect, it } from 'vitest';
import { showsProgressBar } from './progress-rule';

describe('progress bar rule', () => {
  it('runs on ordinary routes', () => {
    expect(showsProgressBar('/dashboard')).toBe(true);
    expect(showsProgressBar('/dashboard/wrap-account/W1/fees')).toBe(true);
  });

  it('stays off on fee-summary routes', () => {
    expect(showsProgressBar('/dashboard/wrap-account/W1/fee-summary')).toBe(false);
    expect(showsProgressBar('/dashboard/account-group/G1/fee-summary/review')).toBe(false);
  });
});
