import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';

describe('circuit breaker', () => {
  it('opens after the threshold of consecutive failures and lets one trial through after the cool-down', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000, now: () => now });
    breaker.failure();
    breaker.failure();
    expect(breaker.tryPass()).toBe(true);
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryPass()).toBe(false);
    now = 1000;
    expect(breaker.tryPass()).toBe(true); // the trial
    expect(breaker.tryPass()).toBe(false); // only one at a time
    breaker.failure();
    expect(breaker.state).toBe('open');
    now = 2000;
    expect(breaker.tryPass()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryPass()).toBe(true);
  });

  it('a success resets the count', () => {
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000 });
    breaker.failure();
    breaker.success();
    breaker.failure();
    expect(breaker.state).toBe('closed');
  });
});
