import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnvironment, resolveOptions } from './options.js';

describe('gateway options', () => {
  it('has the documented defaults', () => {
    const o = resolveOptions({ upstreamBaseUrl: 'http://localhost:4010/' });
    expect(o).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      upstreamBaseUrl: 'http://localhost:4010',
      authBaseUrl: 'http://localhost:4010',
      webDist: path.resolve('dist/web'),
      graphiql: true,
      introspection: true,
      cacheTtlMs: 2000,
      upstreamTimeoutMs: 8000,
      upstreamRetries: 2,
      circuitBreaker: { failureThreshold: 10, cooldownMs: 2000 },
      requestBudget: { deadlineMs: 10_000, maxCalls: 25 },
      production: false,
      logRequests: false,
      configDir: 'config',
      configWatch: true,
      environment: 'dev',
      idleSeconds: undefined,
    });
  });

  it('takes the environment and idle seconds, and refuses ones that would silently misbehave', () => {
    expect(resolveOptions({ upstreamBaseUrl: 'http://u', environment: 'beta', idleSeconds: 5 })).toMatchObject({ environment: 'beta', idleSeconds: 5 });
    expect(() => resolveOptions({ upstreamBaseUrl: 'http://u', environment: 'prod' as never })).toThrow(/unknown environment 'prod'/);
    expect(() => resolveOptions({ upstreamBaseUrl: 'http://u', idleSeconds: Number('abc') })).toThrow(/idleSeconds/);
    expect(() => resolveOptions({ upstreamBaseUrl: 'http://u', idleSeconds: 0 })).toThrow(/idleSeconds/);
  });

  it('reads APP_ENV values, empty meaning the default', () => {
    expect(parseEnvironment(undefined)).toBeUndefined();
    expect(parseEnvironment('')).toBeUndefined();
    expect(parseEnvironment('production')).toBe('production');
    expect(() => parseEnvironment('Production')).toThrow(/dev, sit, uat, lab, beta, production/);
  });

  it('is in production mode for APP_ENV=production only, whatever NODE_ENV says', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(resolveOptions({ upstreamBaseUrl: 'http://u' })).toMatchObject({ production: false, graphiql: true, introspection: true, configWatch: true });
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(resolveOptions({ upstreamBaseUrl: 'http://u', environment: 'production' })).toMatchObject({ production: true, graphiql: false, introspection: false, configWatch: false });
    expect(resolveOptions({ upstreamBaseUrl: 'http://u', environment: 'production', graphiql: true })).toMatchObject({ production: true, graphiql: true, introspection: true });
  });

  it('lets callers turn things off', () => {
    const o = resolveOptions({ upstreamBaseUrl: 'http://u', webDist: null, graphiql: false, circuitBreaker: false, cacheTtlMs: 0 });
    expect(o).toMatchObject({ webDist: null, graphiql: false, introspection: false, circuitBreaker: false, cacheTtlMs: 0 });
  });

  it('needs an upstream base URL', () => {
    expect(() => resolveOptions({ upstreamBaseUrl: '' })).toThrow(/upstreamBaseUrl/);
  });
});
