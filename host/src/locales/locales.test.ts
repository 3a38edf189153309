import path from 'node:path';
import { translationProblems } from '@vd/shared/i18n/testing';
import { describe, expect, it } from 'vitest';
import hi from './hi';
import ta from './ta';

describe('host translations', () => {
  it('have every key of every catalogue in Hindi and Tamil, and no other, with the same placeholders', async () => {
    expect(await translationProblems(path.resolve(__dirname, '..'), { hi, ta })).toEqual([]);
  });
});
