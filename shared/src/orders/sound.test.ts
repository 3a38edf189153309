import { describe, expect, it } from 'vitest';
import { ORDER_SOUND_KEY, isOrderSoundOn, readOrderSoundPreference, setOrderSound } from './sound';
import { claimOrderAlert } from './notify';

describe('order sound preference', () => {
  it('defaults to on, is remembered in localStorage', () => {
    localStorage.removeItem(ORDER_SOUND_KEY);
    expect(readOrderSoundPreference()).toBe(true);
    setOrderSound(false);
    expect(localStorage.getItem(ORDER_SOUND_KEY)).toBe('off');
    expect(readOrderSoundPreference()).toBe(false);
    expect(isOrderSoundOn()).toBe(false);
    setOrderSound(true);
    expect(isOrderSoundOn()).toBe(true);
  });
});

describe('claimOrderAlert', () => {
  it('alerts once per order across tabs', () => {
    expect(claimOrderAlert('o1')).toBe(true);
    expect(claimOrderAlert('o1')).toBe(false);
    expect(claimOrderAlert('o2')).toBe(true);
  });
});
