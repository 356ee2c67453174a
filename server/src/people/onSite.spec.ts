import { describe, expect, it } from 'vitest';
import { onSite } from './onSite.js';

describe('onSite', () => {
  it('keeps the code and mode of Firebase’s link on the site’s own page', () => {
    const link =
      'https://sla.firebaseapp.com/__/auth/action?mode=signIn&oobCode=abc%2B1&apiKey=k1&lang=en&continueUrl=https%3A%2F%2Felsewhere.example%2F';
    const url = new URL(onSite(link, 'https://sla.example', '/auth/email-link-callback'));
    expect(url.origin + url.pathname).toBe('https://sla.example/auth/email-link-callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'signIn', oobCode: 'abc+1', apiKey: 'k1', lang: 'en' });
  });

  it('drops what the page does not need, including where Firebase would have gone next', () => {
    const url = new URL(
      onSite('http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=x&extra=1', 'http://localhost:4200', '/login'),
    );
    expect(url.toString()).toBe('http://localhost:4200/login?mode=verifyEmail&oobCode=x');
  });
});
