/**
 * The shared `toast` API every app calls. It is deliberately free of react-toastify: the library
 * (JS and CSS) is loaded by `<Toaster />` only after the page is interactive, so it never weighs on
 * the login page. Calls made before it has loaded wait here, in order, and are shown
 * the moment it is ready. Because @vd/shared is a Module Federation singleton, the host and every
 * remote call this same module and the host's one container shows them all.
 */
import { TOAST_MS } from '../validation/constants';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Auto-close delay; default 3000 ms (spec). The install fallback toast uses INSTALL_TOAST_MS (8000). */
  durationMs?: number;
}

export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** Milliseconds until it closes by itself; 0 means it stays until closed. */
  readonly durationMs: number;
}

/** What actually draws toasts: the react-toastify container, once loaded. */
export interface ToastDriver {
  show(item: ToastItem): void;
  dismiss(id?: number): void;
}

let open: readonly ToastItem[] = [];
let waiting: ToastItem[] = [];
let driver: ToastDriver | null = null;
let loadRequest: (() => void) | null = null;
let nextId = 1;

function durationOf(options: ToastOptions | undefined): number {
  const ms = options?.durationMs ?? TOAST_MS;
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

function show(kind: ToastKind, message: string, options?: ToastOptions): number {
  const item: ToastItem = { id: nextId++, kind, message, durationMs: durationOf(options) };
  open = [item, ...open];
  if (driver) driver.show(item);
  else {
    waiting.push(item);
    loadRequest?.();
  }
  return item.id;
}

/** Closes one toast, or every toast when no id is given. Idempotent. */
export function dismissToast(id?: number): void {
  open = id === undefined ? [] : open.filter((t) => t.id !== id);
  waiting = id === undefined ? [] : waiting.filter((t) => t.id !== id);
  driver?.dismiss(id);
}

/** The toasts on screen or waiting to be shown, newest first. */
export function getToasts(): readonly ToastItem[] {
  return open;
}

export const toast = Object.freeze({
  success: (message: string, options?: ToastOptions): number => show('success', message, options),
  error: (message: string, options?: ToastOptions): number => show('error', message, options),
  info: (message: string, options?: ToastOptions): number => show('info', message, options),
  dismiss: dismissToast,
});

// ---- for the container (this folder only) ----

/** The container reports a toast it removed (timed out, clicked, dragged away, close button). */
export function toastClosed(id: number): void {
  open = open.filter((t) => t.id !== id);
}

/** Attaches the container and hands it the toasts that waited, oldest first. Returns the detach. */
export function connectToastDriver(next: ToastDriver): () => void {
  driver = next;
  const queued = waiting;
  waiting = [];
  for (const item of queued) next.show(item);
  return () => {
    if (driver === next) driver = null;
  };
}

/** Lets `<Toaster />` load the container at once when a toast is asked for before it has. */
export function onToastRequested(listener: () => void): () => void {
  loadRequest = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (loadRequest === listener) loadRequest = null;
  };
}
