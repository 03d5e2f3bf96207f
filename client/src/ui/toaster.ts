/** Toasts of seed-spec section 9: top-right, 3000 ms, the timer paused while hovered or focused. */
export const TOAST_TIMEOUT = 3000;

export type ToastIntent = 'none' | 'success' | 'warning' | 'danger';

/** Shows a short message in the top-right corner; the toasts' code loads on the first one. */
export function showToast(message: string, intent: ToastIntent = 'none'): void {
  void import('./toasts').then(({ addToast }) => addToast(message, intent));
}
