import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyFetch } from '../core/early-fetches';
import { isSignInPath } from '../core/area-at';
import { laterFiles, preload, preloadAfterEntry, runEarly } from './run';

const FILES = { appFiles: ['/static/js/app.js'], shellFiles: ['/static/js/shell.js', '/static/css/shell.css'] };

afterEach(() => {
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the sign-in screens', () => {
  it('are /login and /auth/otp, with or without a trailing slash', () => {
    for (const path of ['/login', '/login/', '/auth/otp', '/auth/otp/']) expect(isSignInPath(path), path).toBe(true);
    for (const path of ['/', '/store', '/loginx', '/auth/otp/x']) expect(isSignInPath(path), path).toBe(false);
  });
});

describe('the later chunks asked for ahead', () => {
  it('are none on /login, the router on the OTP page and signed out, the router and the shell signed in', () => {
    expect(laterFiles('/login', true, FILES)).toEqual([]);
    expect(laterFiles('/auth/otp', true, FILES)).toEqual(FILES.appFiles);
    expect(laterFiles('/store', false, FILES)).toEqual(FILES.appFiles);
    expect(laterFiles('/store', true, FILES)).toEqual([...FILES.appFiles, ...FILES.shellFiles]);
  });

  it('are preloaded as scripts and stylesheets', () => {
    preload(document, FILES.shellFiles);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.as]);
    expect(links).toEqual([
      ['/static/js/shell.js', 'script'],
      ['/static/css/shell.css', 'style'],
    ]);
  });
});

describe('the later chunks after the entry', () => {
  it('are asked for once the entry script has arrived, not before', () => {
    const entry = document.createElement('script');
    entry.setAttribute('src', '/static/js/index.abc.js');
    document.head.appendChild(entry);
    preloadAfterEntry(document, FILES.appFiles, '/static/js/index.abc.js');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    entry.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    entry.remove();
  });
});

describe('the early script', () => {
  it('signed in on /store: asks for config.json and remotes.json and preloads the router and the shell', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('contactNo', '9876543210');
    runEarly({ brandTexts: {}, ...FILES }, document, { pathname: '/store' });
    expect(takeEarlyFetch('config')).toBeInstanceOf(Promise);
    expect(takeEarlyFetch('registry')).toBeInstanceOf(Promise);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(3);
  });

  it("counts a stored 'null' token as no session, as the app does", () => {
    localStorage.setItem('token', 'null');
    localStorage.setItem('contactNo', '9876543210');
    runEarly({ brandTexts: {}, ...FILES }, document, { pathname: '/store' });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
