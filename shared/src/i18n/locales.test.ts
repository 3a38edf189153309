import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hi from './locales/hi';
import hiAfterLogin from './locales/hi/after-login';
import ta from './locales/ta';
import taAfterLogin from './locales/ta/after-login';
import { translationProblems } from './testing';
import { ICU_SYNTAX } from '@vd/contract/i18n';

describe('@vd/shared translations', () => {
  it('have every key of every catalogue in Hindi and Tamil, and no other, with the same placeholders', async () => {
    // @vd/shared's catalogues and the contract's rule texts (the API answers them in English).
    const contractSrc = path.resolve(__dirname, '../../../contract/src');
    const bundles = { hi: { ...hi, ...hiAfterLogin }, ta: { ...ta, ...taAfterLogin } };
    expect(await translationProblems([path.resolve(__dirname, '..'), contractSrc], bundles)).toEqual([]);
  });

  it('keep the texts every page shows, the login page included, apart and free of ICU syntax (no formatter on the login page, decision 0061)', () => {
    expect(Object.keys(hi)).toEqual(['shared']);
    expect(Object.keys(ta)).toEqual(['shared']);
    for (const text of [...Object.values(hi.shared), ...Object.values(ta.shared)]) expect(ICU_SYNTAX.test(text), text).toBe(false);
    for (const bundle of [hiAfterLogin, taAfterLogin]) expect(Object.keys(bundle)).not.toContain('shared');
  });
});
