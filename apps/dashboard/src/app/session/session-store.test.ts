import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';

const ada = { id: 'u1', name: 'Ada Administrator', profileImage: null };

describe('session store (spec 1 §4 Session)', () => {
  beforeEach(() => sessionStore.signOut());

  it('signing in stores the user without a site', () => {
    sessionStore.signIn(ada);
    expect(sessionStore.get()).toEqual({ user: { ...ada, loggedIn: true }, siteId: null });
    expect(JSON.parse(localStorage.getItem('vev.session') ?? 'null').user.name).toBe('Ada Administrator');
  });

  it('choosing and clearing a site keeps the user', () => {
    sessionStore.signIn(ada);
    sessionStore.chooseSite('s1');
    expect(sessionStore.get().siteId).toBe('s1');
    sessionStore.clearSite();
    expect(sessionStore.get()).toMatchObject({ user: { id: 'u1' }, siteId: null });
  });

  it('signing in again as the same user keeps the chosen site; another user starts without one', () => {
    sessionStore.signIn(ada);
    sessionStore.chooseSite('s1');
    sessionStore.signIn(ada);
    expect(sessionStore.get().siteId).toBe('s1');
    sessionStore.signIn({ id: 'u2', name: 'Lise Leser', profileImage: null });
    expect(sessionStore.get().siteId).toBeNull();
  });

  it('signing out forgets everything, and no site can be chosen while signed out', () => {
    sessionStore.signIn(ada);
    sessionStore.chooseSite('s1');
    sessionStore.signOut();
    expect(sessionStore.get()).toEqual({ user: null, siteId: null });
    expect(localStorage.getItem('vev.session')).toBeNull();
    sessionStore.chooseSite('s2');
    expect(sessionStore.get().siteId).toBeNull();
  });

  it('tells subscribers about every change', () => {
    let calls = 0;
    const unsubscribe = sessionStore.subscribe(() => {
      calls += 1;
    });
    sessionStore.signIn(ada);
    sessionStore.chooseSite('s1');
    unsubscribe();
    sessionStore.clearSite();
    expect(calls).toBe(2);
  });
});
