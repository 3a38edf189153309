import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPlayOrderChime, chimePrimeTiming, installOrderChimeUnlock } from './chime';

/** A stand-in AudioContext that counts how often it is created and starts running. */
function fakeAudio() {
  const created: string[] = [];
  class FakeAudioContext {
    state = 'running';
    constructor() {
      created.push('context');
    }
    resume() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return created;
}

function stubActivation(hasBeenActive: boolean) {
  Object.defineProperty(window.navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'userActivation');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('order chime priming (issue 25: the first key press is not held up by the audio device)', () => {
  it('waits for an idle moment where the browser keeps sticky activation, else primes inside the event', () => {
    expect(chimePrimeTiming()).toBe('now');
    stubActivation(true);
    expect(chimePrimeTiming()).toBe('now'); // no requestIdleCallback (Safari)
    Object.assign(window, { requestIdleCallback: () => 1 });
    expect(chimePrimeTiming()).toBe('idle');
    stubActivation(false);
    expect(chimePrimeTiming()).toBe('now');
  });

  it('creates the audio context after the first key, when idle, once', () => {
    const created = fakeAudio();
    stubActivation(true);
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    const uninstall = installOrderChimeUnlock();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(created).toEqual([]); // nothing during the key's own event
    expect(idle).toHaveLength(1); // one prime pending, however many keys
    idle[0]!();
    expect(created).toEqual(['context']);
    expect(canPlayOrderChime()).toBe(true);
    uninstall();
  });
});
