import path from 'node:path';
import { translationProblems } from '@vd/shared/i18n/testing';
import { describe, expect, it } from 'vitest';
import hi from './hi';
import hiAfterLogin from './hi/after-login';
import ta from './ta';
import taAfterLogin from './ta/after-login';

describe('host translations', () => {
  it('have every key of every catalogue in Hindi and Tamil, and no other, with the same placeholders', async () => {
    // Two modules per language: the pages before the sign-in, and the signed-in shell.
    const bundles = { hi: { ...hi, ...hiAfterLogin }, ta: { ...ta, ...taAfterLogin } };
    expect(await translationProblems(path.resolve(__dirname, '..'), bundles)).toEqual([]);
  });
});
