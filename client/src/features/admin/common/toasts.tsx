import { addToast } from '../../../ui/toasts';

// The site's toaster (ui/toasts.ts: its timing, queue and Czech close button), in the back-office's
// words: action results top-right (seed-spec section 2), delete results centred at the top (section 5).
// Failures stay twice as long: they usually carry a reason worth reading.
const FAILURE_MS = 6000;
/** A result that can be undone stays long enough to find its "Vrátit" (issue 23, item 10). */
const UNDO_MS = 8000;

export const toast = {
  success: (message: string) => addToast(message, { intent: 'success' }),
  /** A success with its undo button, there for the toast's whole life. */
  undoable: (message: string, undoLabel: string, onUndo: () => void) =>
    addToast(message, { intent: 'success', timeoutMs: UNDO_MS, action: { label: undoLabel, onClick: onUndo } }),
  /** The spec's failure text, and the server's reason under it when there is one. */
  error: (message: string, detail?: string) => addToast(message, { intent: 'danger', detail, timeoutMs: FAILURE_MS }),
  /** The centred result of a delete. */
  deleted: (message: string) => addToast(message, { intent: 'success', place: 'top' }),
  deleteFailed: (message: string, detail?: string) =>
    addToast(message, { intent: 'danger', detail, place: 'top', timeoutMs: FAILURE_MS }),
};
