/**
 * Issue 14: no component renders a user-visible literal outside the message catalogues
 * (`scripts/lib/i18n-literals.ts`). The probes prove what the check catches.
 */
import { describe, expect, it } from 'vitest';
import { findLiterals, literalsIn } from './lib/i18n-literals';
import { ROOT } from './lib/paths';

describe('user-visible literals', () => {
  it('are caught in JSX text, read attributes and child expressions', () => {
    const probe = [
      'export const A = () => (',
      '  <div title="Shop details" aria-label={open ? "Close menu" : "Open menu"}>',
      '    Save changes',
      "    {'Discard'}",
      '    <img alt="Shop photo" src="x.png" />',
      "    {t('ok')} ₹ · 42",
      '  </div>',
      ');',
    ].join('\n');
    expect(literalsIn('Probe.tsx', probe).map((l) => l.text)).toEqual(['Shop details', 'Close menu', 'Open menu', 'Save changes', 'Discard', 'Shop photo']);
  });

  it('may be marked where a text is not a word to translate', () => {
    const probe = ['export const A = () => (', '  // i18n-ignore: the GSTIN format example', '  <p>07AABCS1234F1Z5</p>', ');'].join('\n');
    expect(literalsIn('Probe.tsx', probe)).toEqual([]);
  });

  it('are absent from every component of the apps and @vd/shared', () => {
    expect(findLiterals(ROOT).map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});
