/**
 * A tiny, dependency-free toast store. It lives at module level, and because @vd/shared is a
 * Module Federation singleton, the host and every remote call the same `toast` and the one
 * `<Toaster />` rendered by the host shows them.
 */
import { TOAST_MS } from '../validation/constants';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Auto-close delay; default 3000 ms (spec). Use INSTALL_TOAST_MS (8000) for the install fallback. */
  durationMs?: number;
}

export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  readonly durationMs: number;
  readonly createdAt: number;
}

/** At most this many toasts are kept; older ones are dropped. */
export const MAX_TOASTS = 5;

type Listener = () => void;

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, Timer>();

function emit(): void {
  for (const listener of listeners) listener();
}

function startTimer(id: number, ms: number): void {
  const timer: Timer = {
    handle: setTimeout(() => dismissToast(id), ms),
    remaining: ms,
    startedAt: Date.now(),
  };
  timers.set(id, timer);
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const durationMs = options.durationMs ?? TOAST_MS;
  const item: ToastItem = { id, kind, message, durationMs, createdAt: Date.now() };
  // Newest on top.
  const next = [item, ...toasts];
  for (const dropped of next.slice(MAX_TOASTS)) clearTimer(dropped.id);
  toasts = next.slice(0, MAX_TOASTS);
  if (durationMs > 0 && Number.isFinite(durationMs)) startTimer(id, durationMs);
  emit();
  return id;
}

/** Removes one toast, or all of them when no id is given. Idempotent. */
export function dismissToast(id?: number): void {
  if (id === undefined) {
    for (const t of toasts) clearTimer(t.id);
    if (toasts.length === 0) return;
    toasts = [];
    emit();
    return;
  }
  clearTimer(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/** Stops the auto-close clock (while hovered or dragged). */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === null) return;
  clearTimeout(timer.handle);
  timer.handle = null;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

/** Restarts the auto-close clock with the time that was left. */
export function resumeToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== null) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toast = Object.freeze({
  success: (message: string, options?: ToastOptions): number => show('success', message, options),
  error: (message: string, options?: ToastOptions): number => show('error', message, options),
  info: (message: string, options?: ToastOptions): number => show('info', message, options),
  dismiss: dismissToast,
});
