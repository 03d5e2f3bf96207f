import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import { messages } from '../i18n/messages';
import styles from './toasts.module.css';

/** Toasts of seed-spec section 9: top-right, 3000 ms, the timer paused while hovered or focused. */
const TOAST_TIMEOUT = 3000;

export type ToastIntent = 'none' | 'success' | 'warning' | 'danger';

const MAX_TOASTS = 3;

/** The close button's name: a plain text, so the compiled message is its literal parts. */
const CLOSE_LABEL = messages['toast.close'].map((part) => (isLiteralElement(part) ? part.value : '')).join('');

let container: HTMLElement | undefined;

function toastContainer(): HTMLElement {
  if (!container) {
    container = document.createElement('div');
    container.className = styles.container ?? '';
    container.setAttribute('aria-live', 'polite');
    document.body.append(container);
  }
  return container;
}

/** Adds a toast (plain DOM: it lives outside the React tree, as the messages it shows are text). */
export function addToast(message: string, intent: ToastIntent): void {
  const parent = toastContainer();
  const toast = document.createElement('div');
  toast.className = `${styles.toast} ${intent === 'none' ? '' : styles[intent]}`;
  toast.setAttribute('role', intent === 'danger' ? 'alert' : 'status');
  const text = document.createElement('span');
  text.className = styles.message ?? '';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close ?? '';
  close.setAttribute('aria-label', CLOSE_LABEL);
  close.textContent = '×';
  toast.append(text, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, TOAST_TIMEOUT);
  };
  const pause = () => clearTimeout(timer);
  close.addEventListener('click', dismiss);
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', start);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', start);

  parent.prepend(toast);
  while (parent.children.length > MAX_TOASTS) parent.lastElementChild?.remove();
  start();
}
