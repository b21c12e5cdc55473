import { describe, expect, it } from 'vitest';
import { AuthMessageSchema, DEFAULT_RETURN_TO, LoginQuerySchema, safeReturnTo } from './auth.schema.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/auth-home')).toBe('/auth-home');
    expect(safeReturnTo('/success?session_id=cs_1&user_id=u')).toBe('/success?session_id=cs_1&user_id=u');
    expect(safeReturnTo('/gallery/caf%C3%A9#top')).toBe('/gallery/caf%C3%A9#top');
  });

  it.each([
    undefined,
    '',
    'auth-home',
    '//evil.example',
    '//evil.example/auth-home',
    '/\\evil.example',
    '/auth\\..\\x',
    'https://evil.example/auth-home',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/caf\u00e9',
    '/x\u2028y',
    '/a b',
    '/"quoted"',
    '/<script>',
    '/x\u0000',
    `/${'a'.repeat(2048)}`,
  ])('replaces %j with the dashboard', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });
});

describe('auth contracts', () => {
  it('defaults the sign-in mode to redirect', () => {
    expect(LoginQuerySchema.parse({})).toEqual({ mode: 'redirect' });
  });

  it('describes the popup messages', () => {
    expect(AuthMessageSchema.parse({ type: 'signed-in' })).toEqual({ type: 'signed-in' });
    expect(AuthMessageSchema.safeParse({ type: 'sign-in-failed' }).success).toBe(false);
  });
});
