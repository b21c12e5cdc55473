import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './routes.js';

describe('isClientRoute', () => {
  it('knows every route of the route table', () => {
    for (const route of Object.values(CLIENT_ROUTES)) expect(isClientRoute(route)).toBe(true);
  });
  it('accepts a trailing slash', () => {
    expect(isClientRoute('/contact/')).toBe(true);
  });
  it('rejects other paths', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/auth-home/extra')).toBe(false);
  });
});
