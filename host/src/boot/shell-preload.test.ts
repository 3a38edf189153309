import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryScriptSrc, shellPreloadScript } from './shell-preload';

const FILES = ['/static/css/async/shell.css', '/static/js/async/shell.js', '/static/js/async/ui.js'];

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
const AS_PRELOADED = ['style /static/css/async/shell.css', 'script /static/js/async/shell.js', 'script /static/js/async/ui.js'];

function openAt(path: string, storage: Record<string, string>, app: string[] = []) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  new Function(shellPreloadScript(FILES, app))();
}

afterEach(() => {
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link, script')) link.remove();
});

describe("index.html's preload of the signed-in shell (decision 0061)", () => {
  it('asks for its files on a page past the sign-in with a stored session', () => {
    openAt('/store', { token: 't', contactNo: '9876543210' });
    expect(preloaded()).toEqual(AS_PRELOADED);
  });

  it('takes the session token when the mirror is missing, as the protected routes do', () => {
    openAt('/', { sessionToken: 't', contactNo: '9876543210' });
    expect(preloaded()).toEqual(AS_PRELOADED);
  });

  it('adds nothing on the sign-in pages, or without a session (the page goes to the sign-in)', () => {
    openAt('/login', { token: 't', contactNo: '9876543210' });
    openAt('/auth/otp', {});
    expect(preloaded()).toEqual([]);
    openAt('/store', { token: 'null', contactNo: '9876543210' });
    openAt('/profile', { token: 't' });
    expect(preloaded()).toEqual([]);
  });

  it('is no script at all when the build has nothing to add', () => {
    expect(shellPreloadScript([])).toBe('');
    expect(shellPreloadScript([], [])).toBe('');
  });

  it("asks for the router's files on every page but the login page's, signed in or not (decision 0064)", () => {
    const app = ['/static/js/async/app.js'];
    openAt('/login', { token: 't', contactNo: '9876543210' }, app);
    expect(preloaded()).toEqual([]);
    openAt('/auth/otp', {}, app);
    expect(preloaded()).toEqual(['script /static/js/async/app.js']);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    openAt('/terms', {}, app);
    expect(preloaded()).toEqual(['script /static/js/async/app.js']);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    openAt('/store', { token: 't', contactNo: '9876543210' }, app);
    expect(preloaded()).toEqual(['script /static/js/async/app.js', ...AS_PRELOADED]);
  });

  it("waits for the entry script to have arrived and run, so the boot's React is not shared with them on the link (decision 0067)", async () => {
    const entry = document.createElement('script');
    entry.setAttribute('src', '/static/js/index.0123456789.js');
    document.head.appendChild(entry);
    localStorage.setItem('token', 't');
    localStorage.setItem('contactNo', '9876543210');
    window.history.replaceState(null, '', '/store');
    new Function(shellPreloadScript(FILES, [], '/static/js/index.0123456789.js'))();
    expect(preloaded()).toEqual([]);
    entry.dispatchEvent(new Event('load'));
    // In a task of its own, not in the one that ran the entry (decision 0087).
    expect(preloaded()).toEqual([]);
    await vi.waitFor(() => expect(preloaded()).toEqual(AS_PRELOADED));
  });

  it('asks at once, or after an entry that failed, rather than never', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('contactNo', '9876543210');
    window.history.replaceState(null, '', '/store');
    new Function(shellPreloadScript(FILES, [], '/static/js/index.missing.js'))();
    expect(preloaded()).toEqual(AS_PRELOADED);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    const entry = document.createElement('script');
    entry.setAttribute('src', '/static/js/index.0123456789.js');
    document.head.appendChild(entry);
    new Function(shellPreloadScript(FILES, [], '/static/js/index.0123456789.js'))();
    entry.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(preloaded()).toEqual(AS_PRELOADED));
  });

  it("finds the entry among index.html's tags: the first script with a src", () => {
    expect(
      entryScriptSrc([
        { tag: 'link', attrs: { rel: 'preload', href: '/static/js/async/a.js' } },
        { tag: 'script', attrs: {} },
        { tag: 'script', attrs: { defer: true, src: '/static/js/index.0123456789.js' } },
      ]),
    ).toBe('/static/js/index.0123456789.js');
    expect(entryScriptSrc([{ tag: 'script', attrs: {} }])).toBeUndefined();
  });
});
