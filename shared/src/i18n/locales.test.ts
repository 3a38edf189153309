import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hi from './locales/hi';
import ta from './locales/ta';
import { translationProblems } from './testing';

describe('@vd/shared translations', () => {
  it('have every key of every catalogue in Hindi and Tamil, and no other, with the same placeholders', async () => {
    // @vd/shared's catalogues and the contract's rule texts (the API answers them in English).
    const contractSrc = path.resolve(__dirname, '../../../contract/src');
    expect(await translationProblems([path.resolve(__dirname, '..'), contractSrc], { hi, ta })).toEqual([]);
  });
});
