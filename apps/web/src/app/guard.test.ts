import { describe, expect, it } from 'vitest';
import { decide } from './guard.ts';

const signedOut = { token: null, userId: 0, userType: null };
const loaded = { token: 't', userId: 7, userType: 0 };

describe('navigation guard', () => {
  it('sends every non-public path to /login with the path to return to', () => {
    expect(decide('/sys/user-manage', '?page=2', signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsys%2Fuser-manage%3Fpage%3D2' });
    expect(decide('/', '', signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
  });

  it('lets the public pages through without a token', () => {
    for (const path of ['/login', '/shortMsg', '/loginSign', '/authorize', '/relate']) expect(decide(path, '', signedOut)).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user from /login to /home', () => {
    expect(decide('/login', '?redirect=/x', loaded)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('generates the permission routes first while the user id is 0', () => {
    expect(decide('/sys/user-manage', '', { ...loaded, userId: 0 })).toEqual({ kind: 'load' });
  });

  it('sends user type 10 from / and /home to the SaaS view, and nowhere else', () => {
    const saas = { ...loaded, userType: 10 };
    expect(decide('/', '', saas)).toEqual({ kind: 'redirect', to: '/saasView/saasView' });
    expect(decide('/home', '', saas)).toEqual({ kind: 'redirect', to: '/saasView/saasView' });
    expect(decide('/sys/user-manage', '', saas)).toEqual({ kind: 'render' });
    expect(decide('/home', '', loaded)).toEqual({ kind: 'render' });
  });

  it('believes a user type only once the session has loaded it from the server', () => {
    expect(decide('/home', '', { ...loaded, userId: 0, userType: 10 })).toEqual({ kind: 'load' });
  });
});
