import type { ToastIntent } from './toasts';

/** Shows a short message in the top-right corner; the toasts' code loads on the first one. */
export function showToast(message: string, intent: ToastIntent = 'none'): void {
  void import('./toasts').then(({ addToast }) => addToast(message, { intent }));
}
