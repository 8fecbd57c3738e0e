import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../../domain/access';
import { decideRoute, homePathFor, loginRedirect, safeReturnPath } from './guard';

const adminAbility = createAppAbility([{ action: 'manage', subject: 'security' }]);
const userAbility = createAppAbility([{ action: 'read', subject: 'Dashboard' }]);
const signedIn = (ability = userAbility) => ({ isAuthenticated: true, ability });
const anonymous = { isAuthenticated: false, ability: null };

describe('decideRoute', () => {
  it('1: public routes pass for everyone', () => {
    expect(decideRoute({ public: true }, '/faq', anonymous)).toEqual({ type: 'allow' });
    expect(decideRoute({ public: true, action: 'manage', subject: 'all' }, '/faq', signedIn())).toEqual({
      type: 'allow',
    });
  });

  it('2: login-type pages send a signed-in user to /', () => {
    expect(decideRoute({ unauthenticatedOnly: true }, '/login', signedIn())).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(decideRoute({ unauthenticatedOnly: true }, '/login', anonymous)).toEqual({ type: 'allow' });
    expect(decideRoute({ unauthenticatedOnly: true }, '/login?to=%2Fusers%3Fa%3D1', signedIn())).toEqual({
      type: 'redirect',
      to: '/users?a=1',
    });
    expect(decideRoute({ unauthenticatedOnly: true }, '/login?to=https://evil.example', signedIn())).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('3: no session → login, with the wanted path in `to` (none for /)', () => {
    expect(decideRoute({ requiresAuth: true }, '/users?page=2', anonymous)).toEqual({
      type: 'redirect',
      to: '/login?to=%2Fusers%3Fpage%3D2',
    });
    expect(decideRoute({ requiresAuth: true }, '/', anonymous)).toEqual({ type: 'redirect', to: '/login' });
  });

  it('4: a missing right → /not-authorized', () => {
    const meta = { requiresAuth: true, action: 'manage', subject: 'security' };
    expect(decideRoute(meta, '/security/policies', signedIn())).toEqual({
      type: 'redirect',
      to: '/not-authorized',
    });
    expect(decideRoute(meta, '/security/policies', signedIn(adminAbility))).toEqual({ type: 'allow' });
  });

  it('5: abilities not loaded yet → let through', () => {
    const meta = { requiresAuth: true, action: 'manage', subject: 'security' };
    expect(decideRoute(meta, '/x', { isAuthenticated: true, ability: null })).toEqual({ type: 'allow' });
  });
});

describe('helpers', () => {
  it('loginRedirect keeps the query of the wanted path', () => {
    expect(loginRedirect('/a?b=c')).toBe('/login?to=%2Fa%3Fb%3Dc');
  });

  it('safeReturnPath follows only same-origin paths', () => {
    expect(safeReturnPath('/users/5')).toBe('/users/5');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });

  it.each([
    ['admin', '/dashboards/ecommerce'],
    ['superuser', '/dashboards/ecommerce'],
    ['super_admin', '/dashboards/ecommerce'],
    ['client', '/access-control'],
    ['sales', '/dashboards/ecommerce'],
  ])('home of %s is %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});
