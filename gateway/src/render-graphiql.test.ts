import { describe, expect, it } from 'vitest';
import { playgroundDefaultQuery, renderGraphiQL } from './render-graphiql.js';

describe('the GraphQL playground page', () => {
  it('carries GraphiQL itself, so it works offline, with no CDN script or stylesheet', () => {
    const html = renderGraphiQL({ title: 'Adviser Online gateway' });
    expect(html).toContain('<title>Adviser Online gateway</title>');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=["']?https?:\/\//);
    expect(html.length).toBeGreaterThan(1_000_000);
  });

  it('opens with how to get a token from the configured sign-in service', () => {
    const text = playgroundDefaultQuery('http://localhost:4010');
    expect(text).toContain('http://localhost:4010/oauth2/token');
    expect(text).toContain('viewer');
  });
});
