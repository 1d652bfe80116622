import { describe, expect, it } from 'vitest';
import { backoffDelay, defaultRetryPolicy, isRetryable } from './retry.js';

describe('retry policy', () => {
  it('retries only idempotent methods', () => {
    expect(isRetryable('GET', { kind: 'network' })).toBe(true);
    expect(isRetryable('HEAD', { kind: 'timeout' })).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isRetryable(method, { kind: 'network' })).toBe(false);
      expect(isRetryable(method, { kind: 'status', status: 503 })).toBe(false);
    }
  });

  it('retries network errors, timeouts, 502, 503 and 504 only', () => {
    for (const status of [502, 503, 504]) expect(isRetryable('GET', { kind: 'status', status })).toBe(true);
    for (const status of [400, 401, 404, 422, 500, 501]) expect(isRetryable('GET', { kind: 'status', status })).toBe(false);
    expect(isRetryable('GET', { kind: 'bad-response' })).toBe(false);
  });

  it('backs off exponentially with jitter within 100-300 ms', () => {
    expect(backoffDelay(1, defaultRetryPolicy, () => 0)).toBe(100);
    expect(backoffDelay(1, defaultRetryPolicy, () => 1)).toBe(150);
    expect(backoffDelay(2, defaultRetryPolicy, () => 0)).toBe(200);
    expect(backoffDelay(2, defaultRetryPolicy, () => 1)).toBe(300);
    expect(backoffDelay(5, defaultRetryPolicy, () => 1)).toBe(300);
  });
});
