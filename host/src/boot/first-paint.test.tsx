import path from 'node:path';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthFrame } from '../features/auth/AuthFrame';
import { BOOT_ID, BRAND_CLASSES, bootClass, brandMarkup, extractClassRules, firstPaint } from './first-paint';

const HOST = path.resolve(import.meta.dirname, '../..');

describe('first paint (index.html before JavaScript)', () => {
  it('the brand panel is exactly what AuthFrame renders, class names aside', () => {
    const react = renderToStaticMarkup(<AuthFrame>{null}</AuthFrame>);
    const boot = brandMarkup((name) => name);
    const normalise = (html: string) => html.replace(/class="[^"]*"/g, 'class="X"');
    expect(normalise(react)).toBe(normalise(boot));
    // Element by element, React's CSS-module class is built on the same local name.
    const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]!);
    const names = classes(boot);
    for (const [i, cls] of classes(react).entries()) {
      expect(cls).toMatch(new RegExp(`(^|[^A-Za-z])${names[i]}([^A-Za-z]|$)`));
    }
  });

  it('takes the panel rules from auth.module.css, @media included, and nothing else', () => {
    const css = `.page { display: grid; }
      .card, .brand { color: red; }
      .brand { color: #fff; background: linear-gradient(160deg, #0f6b5c 0%, #0b4f45 100%); }
      /* a comment { } */
      .brand a { color: blue; }
      @media (min-width: 768px) { .brandTitle { font-size: 2.25rem; } .card { padding: 0; } }
      @media print { .card { display: none; } }`;
    expect(extractClassRules(css, BRAND_CLASSES, (name) => `b-${name}`)).toBe(
      '.b-page{display:grid}.b-brand{color:#fff;background:linear-gradient(160deg, #0f6b5c 0%, #0b4f45 100%)}@media (min-width: 768px){.b-brandTitle{font-size:2.25rem}}',
    );
  });

  it('covers every panel class that auth.module.css styles, and gates the panel to the sign-in paths', () => {
    const { brandCss, brandMarkup: markup, brandGate, globalCss } = firstPaint(HOST);
    const source = readFileSync(path.join(HOST, 'src/features/auth/auth.module.css'), 'utf8');
    for (const name of BRAND_CLASSES) {
      if (new RegExp(`^\\.${name}\\s*\\{`, 'm').test(source)) expect(brandCss).toContain(`.${bootClass(name)}{`);
    }
    expect(markup).toContain(`id="${BOOT_ID}"`);
    expect(globalCss).toContain('--vd-color-brand:');
    const keep = (pathname: string) => !new RegExp(/\/\^.*\$\//.exec(brandGate)![0].slice(1, -1)).test(pathname) === false;
    expect(['/login', '/auth/otp', '/login/'].every(keep)).toBe(true);
    expect(['/', '/store', '/terms', '/loginx', '/auth/otp/x'].some(keep)).toBe(false);
  });
});
