import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './routes.js';

describe('isClientRoute', () => {
  it('knows each page path of SPEC §2', () => {
    const specPaths = ['/', '/google-signup', '/auth-home', '/success', '/canceled', '/privacy-policy', '/contact', '/custom-success', '/custom-fail', '/custom-content'];
    expect(specPaths.filter((pathname) => !isClientRoute(pathname))).toEqual([]);
    expect(Object.values(CLIENT_ROUTES).sort()).toEqual([...specPaths].sort());
  });
  it('accepts a trailing slash', () => {
    expect(isClientRoute('/contact/')).toBe(true);
  });
  it('rejects other paths', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/auth-home/extra')).toBe(false);
  });
});
