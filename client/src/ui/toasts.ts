import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import { localeOfPath } from '@kurzy/common/locale';
import { publicMessages } from '../i18n/messages';
import styles from './toasts.module.css';

// The one toaster of the site and the back-office (seed-spec section 9): each toast stays 3000 ms,
// its timer paused while hovered or focused; a dismissed toast leaves 150 ms later; toasts beyond
// the visible few wait in a queue that retries every 250 ms, so none is ever dropped.
export const TOAST_TIMING = { timeoutMs: 3000, closeMs: 150, retryMs: 250 } as const;

export type ToastIntent = 'none' | 'success' | 'warning' | 'danger';
/** Results of actions top-right; the back-office's delete results centred at the top. */
export type ToastPlace = 'topRight' | 'top';

export interface ToastOptions {
  intent?: ToastIntent;
  /** A second, smaller line (the server's reason). */
  detail?: string;
  place?: ToastPlace;
  timeoutMs?: number;
  /** A button in the toast ("Vrátit"), there for the toast's whole life; pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

/** Marks what toasts never cover: a page's own header with its buttons (Sloupce, Export). While such an
 * element is on screen the toasts start below it; the back-office's sticky header sets
 * `--kz-toast-top` (AdminLayout). */
export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-below';

/** How many toasts show at once in one place; more wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;

/** The close button's name in the page's language (its texts are loaded before anything renders): a
 * plain text, so the compiled message is its literal parts. */
const closeLabel = () =>
  (publicMessages(localeOfPath(window.location.pathname).locale)['toast.close'] ?? [])
    .map((part) => (isLiteralElement(part) ? part.value : ''))
    .join('');

interface Pending {
  message: string;
  options: ToastOptions;
}

interface Stack {
  container: HTMLElement;
  pending: Pending[];
  visible: number;
  retry?: ReturnType<typeof setInterval>;
}

const stacks = new Map<ToastPlace, Stack>();

function stackOf(place: ToastPlace): Stack {
  let stack = stacks.get(place);
  if (!stack || !stack.container.isConnected) {
    const container = document.createElement('div');
    container.className = `${styles.container} ${place === 'top' ? styles.centred : ''}`;
    container.setAttribute('aria-live', 'polite');
    document.body.append(container);
    keepClear();
    stack = { container, pending: [], visible: 0 };
    stacks.set(place, stack);
  }
  return stack;
}

/** Adds a toast (plain DOM: it lives outside the React tree, as the messages it shows are text). */
export function addToast(message: string, options: ToastOptions = {}): void {
  const stack = stackOf(options.place ?? 'topRight');
  stack.pending.push({ message, options });
  flush(stack);
}

let clearing = false;

/** Places every stack below the elements marked with TOAST_CLEAR_ATTRIBUTE that are on screen, again
 * whenever the page scrolls or resizes (the marked header scrolls with the page). */
function keepClear(): void {
  const place = () => {
    let bottom = 0;
    for (const element of document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)) {
      const rect = element.getBoundingClientRect();
      if (rect.bottom > 0 && rect.top < window.innerHeight) bottom = Math.max(bottom, rect.bottom);
    }
    for (const stack of stacks.values())
      stack.container.style.top = bottom > 0 ? `max(var(--kz-toast-top, 0px), ${Math.ceil(bottom)}px)` : '';
  };
  place();
  if (clearing) return;
  clearing = true;
  window.addEventListener('scroll', place, { passive: true, capture: true });
  window.addEventListener('resize', place, { passive: true });
}

function flush(stack: Stack): void {
  while (stack.visible < MAX_VISIBLE_TOASTS && stack.pending.length > 0) show(stack, stack.pending.shift() as Pending);
  if (stack.pending.length > 0 && stack.retry === undefined)
    stack.retry = setInterval(() => flush(stack), TOAST_TIMING.retryMs);
  if (stack.pending.length === 0 && stack.retry !== undefined) {
    clearInterval(stack.retry);
    stack.retry = undefined;
  }
}

function show(stack: Stack, { message, options }: Pending): void {
  const { intent = 'none', detail, action, timeoutMs = TOAST_TIMING.timeoutMs } = options;
  const toast = document.createElement('div');
  toast.className = `${styles.toast} ${intent === 'none' ? '' : styles[intent]}`;
  toast.setAttribute('role', intent === 'danger' ? 'alert' : 'status');
  const text = document.createElement('span');
  text.className = styles.message ?? '';
  text.textContent = message;
  if (detail && detail !== message) {
    const second = document.createElement('span');
    second.className = styles.detail ?? '';
    second.textContent = detail;
    text.append(second);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close ?? '';
  close.setAttribute('aria-label', closeLabel());
  close.textContent = '×';
  toast.append(text);
  const actionButton = action ? document.createElement('button') : null;
  if (action && actionButton) {
    actionButton.type = 'button';
    actionButton.className = styles.action ?? '';
    actionButton.textContent = action.label;
    toast.append(actionButton);
  }
  toast.append(close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let dismissed = false;
  const dismiss = () => {
    if (dismissed) return;
    dismissed = true;
    clearTimeout(timer);
    toast.classList.add(styles.closing ?? '');
    setTimeout(() => {
      toast.remove();
      stack.visible -= 1;
    }, TOAST_TIMING.closeMs);
  };
  const start = () => {
    clearTimeout(timer);
    if (!dismissed) timer = setTimeout(dismiss, timeoutMs);
  };
  const pause = () => clearTimeout(timer);
  close.addEventListener('click', dismiss);
  actionButton?.addEventListener('click', () => {
    dismiss();
    action?.onClick();
  });
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', start);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', start);

  stack.visible += 1;
  stack.container.prepend(toast);
  keepClear();
  start();
}
