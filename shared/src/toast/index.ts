export { MAX_TOASTS, dismissToast, getToasts, pauseToast, resumeToast, subscribeToasts, toast } from './store';
export type { ToastItem, ToastKind, ToastOptions } from './store';
export { TOAST_SWIPE_THRESHOLD_PX, Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
