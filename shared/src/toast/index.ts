export { dismissToast, getToasts, toast } from './store';
export type { ToastItem, ToastKind, ToastOptions } from './store';
export { Toaster } from './Toaster';
