import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';

describe('circuit breaker', () => {
  it('opens after the threshold of consecutive failures and lets one trial through after the cool-down', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000, now: () => now });
    breaker.failure('a');
    breaker.failure('b');
    expect(breaker.tryPass()).toBe(true);
    breaker.failure('c');
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
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, minCallers: 1 });
    breaker.failure('a');
    breaker.success();
    breaker.failure('a');
    expect(breaker.state).toBe('closed');
  });

  it("one caller's failures, however many, never open it for everyone; three callers' do", () => {
    const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000 });
    for (let i = 0; i < 50; i++) breaker.failure('hostile');
    expect(breaker.state).toBe('closed');
    breaker.failure('b');
    expect(breaker.state).toBe('closed');
    breaker.failure('c');
    expect(breaker.state).toBe('open');
  });
});
