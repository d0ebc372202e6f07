import { describe, expect, it } from 'vitest';
import { fromLocation, redirectTargetAfterLogin } from './login-redirect.ts';

describe('login redirect', () => {
  it('returns the full origin path with its query and hash', () => {
    const state = { from: { pathname: '/frontend-challenges', search: '?topic=css', hash: '#t' } };
    expect(fromLocation(state)).toBe('/frontend-challenges?topic=css#t');
    expect(redirectTargetAfterLogin(state)).toBe('/frontend-challenges?topic=css#t');
  });

  it.each([
    ['no state', null],
    ['a state without from', { other: 1 }],
    ['another site', { from: { pathname: '//evil.example/x', search: '', hash: '' } }],
    ['a relative path', { from: { pathname: 'profile', search: '', hash: '' } }],
    ['the login page itself', { from: { pathname: '/login', search: '', hash: '' } }],
  ])('falls back to the dashboard for %s', (_case, state) => {
    expect(fromLocation(state)).toBeNull();
    expect(redirectTargetAfterLogin(state)).toBe('/dashboard');
  });
});
