import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import styles from './toasts.module.css';

// Two toasters: action results top-right (seed-spec section 2), delete results centred at the top
// (section 5). Created on first use, so nothing mounts before a toast is needed.
type Place = typeof Position.TOP_RIGHT | typeof Position.TOP;
const toasters = new Map<Place, Promise<Toaster>>();

function toaster(position: Place): Promise<Toaster> {
  let created = toasters.get(position);
  if (!created) {
    created = OverlayToaster.create({ position, maxToasts: 4 });
    toasters.set(position, created);
  }
  return created;
}

/** seed-spec section 9: 3000 ms, paused while hovered (Blueprint pauses its timer on hover). Failures
 * stay twice as long: they usually carry a reason worth reading. */
const TIMEOUT_MS = 3000;

function show(position: Place, intent: Intent, message: string, detail?: string) {
  const content =
    detail && detail !== message ? (
      <>
        <span>{message}</span>
        <span className={styles.detail}>{detail}</span>
      </>
    ) : (
      message
    );
  void toaster(position).then((instance) =>
    instance.show({ message: content, intent, timeout: intent === Intent.DANGER ? TIMEOUT_MS * 2 : TIMEOUT_MS }),
  );
}

export const toast = {
  success: (message: string) => show(Position.TOP_RIGHT, Intent.SUCCESS, message),
  /** The spec's failure text, and the server's reason under it when there is one. */
  error: (message: string, detail?: string) => show(Position.TOP_RIGHT, Intent.DANGER, message, detail),
  /** The centred result of a delete. */
  deleted: (message: string) => show(Position.TOP, Intent.SUCCESS, message),
  deleteFailed: (message: string, detail?: string) => show(Position.TOP, Intent.DANGER, message, detail),
};
