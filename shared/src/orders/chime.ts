/**
 * A short two-note chime made with the Web Audio API (no audio file to download or cache).
 * Browsers only let a page play sound after the user has interacted with it: call
 * primeOrderChime() from the first pointer/key event (installOrderChimeUnlock does that).
 *
 * Creating an AudioContext starts the audio device: hundreds of ms of main thread on a slow phone.
 * Where the browser remembers that the
 * page has been interacted with (sticky user activation: `navigator.userActivation`, which
 * Chromium's autoplay policy honours) the context is created when the page is idle after that
 * first key or tap, so the key's own frame is not held up; elsewhere (no such API, or no
 * requestIdleCallback, as in Safari) it is created inside the event, which those browsers need.
 */

type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;
let chimesPlayed = 0;

function audioCtor(): AudioCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Creates/resumes the audio context; must run inside a user gesture the first time. */
export function primeOrderChime(): void {
  const Ctor = audioCtor();
  if (!Ctor) return;
  try {
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    ctx = null;
  }
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/**
 * How the first interaction primes the chime: 'idle' (after the event, when the page is idle)
 * where the browser keeps sticky user activation and has requestIdleCallback, else 'now'.
 */
export function chimePrimeTiming(win: Window = window): 'idle' | 'now' {
  const activation = (win.navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  const idle = (win as unknown as IdleWindow).requestIdleCallback;
  return activation?.hasBeenActive === true && typeof idle === 'function' ? 'idle' : 'now';
}

/** Primes the chime on the vendor's first interaction with the page; returns an uninstall fn. */
export function installOrderChimeUnlock(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const events = ['pointerdown', 'keydown', 'touchend'] as const;
  let pending = false;
  const prime = () => {
    pending = false;
    primeOrderChime();
    if (ctx?.state === 'running') remove();
  };
  const unlock = () => {
    if (pending) return;
    if (chimePrimeTiming() === 'idle') {
      pending = true;
      (window as unknown as Required<IdleWindow>).requestIdleCallback(prime, { timeout: 2000 });
      return;
    }
    prime();
  };
  const remove = () => {
    for (const e of events) window.removeEventListener(e, unlock, true);
  };
  for (const e of events) window.addEventListener(e, unlock, true);
  return remove;
}

/** True once the page may play sound. */
export function canPlayOrderChime(): boolean {
  return ctx !== null && ctx.state === 'running';
}

/** Plays the chime (about 0.6 s); false when the browser does not allow sound yet. */
export function playOrderChime(): boolean {
  if (ctx?.state !== 'running') return false;
  const start = ctx.currentTime + 0.01;
  const notes: [frequency: number, at: number][] = [
    [880, 0],
    [1318.5, 0.18],
  ];
  for (const [frequency, at] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.35, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + at);
    osc.stop(start + at + 0.45);
  }
  chimesPlayed++;
  if (typeof document !== 'undefined') document.documentElement.dataset.orderChimes = String(chimesPlayed);
  return true;
}
