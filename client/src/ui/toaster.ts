import { type Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Toasts of seed-spec section 9: top-right, 3000 ms, the timer paused while hovered or focused. */
export const TOAST_TIMEOUT = 3000;

let toaster: Promise<Toaster> | undefined;

/** Shows a short message in the top-right corner; the toaster mounts on first use. */
export function showToast(message: string, intent: Intent = 'none'): void {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 3 });
  void toaster.then((instance) => instance.show({ message, intent, timeout: TOAST_TIMEOUT }));
}
