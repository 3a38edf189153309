/** The vendor's new-order sound preference, remembered in localStorage (default on). */
import { atom, getDefaultStore, useAtom } from 'jotai';
import { safeLocalStorage } from '../storage/storage';

export const ORDER_SOUND_KEY = 'vdOrderSound';

export function readOrderSoundPreference(): boolean {
  return safeLocalStorage.get(ORDER_SOUND_KEY) !== 'off';
}

export const orderSoundAtom = atom<boolean>(readOrderSoundPreference());

export function setOrderSound(on: boolean): void {
  safeLocalStorage.set(ORDER_SOUND_KEY, on ? 'on' : 'off');
  getDefaultStore().set(orderSoundAtom, on);
}

export function isOrderSoundOn(): boolean {
  return getDefaultStore().get(orderSoundAtom);
}

/** [on, setOn] on the page-wide store (host and remotes share it). */
export function useOrderSound(): [boolean, (on: boolean) => void] {
  const [on] = useAtom(orderSoundAtom, { store: getDefaultStore() });
  return [on, setOrderSound];
}
