import { addToast, MAX_VISIBLE_TOASTS, TOAST_TIMING } from './toasts';

// The toaster's timing with fake timers: seed-spec section 9 (3000 ms, paused on hover, gone 150 ms
// after dismissal, queued toasts retried every 250 ms) and the rule that no toast is ever dropped.
const { timeoutMs, closeMs, retryMs } = TOAST_TIMING;

const shown = () => [...document.querySelectorAll('.toast .message')].map((element) => element.firstChild?.textContent);
const toastOf = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.toast')].find((element) => element.textContent?.startsWith(text));

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

it('queues toasts beyond the visible few and shows every one of them, none dropped', () => {
  const texts = ['1', '2', '3', '4', '5', '6'];
  for (const text of texts) addToast(`Zpráva ${text}`, { intent: 'success' });
  expect(shown()).toHaveLength(MAX_VISIBLE_TOASTS);
  // How long each toast was on screen, in 50 ms steps.
  const onScreen = new Map<string, number>();
  for (let elapsed = 0; elapsed < 4 * timeoutMs; elapsed += 50) {
    for (const text of shown()) if (text) onScreen.set(text, (onScreen.get(text) ?? 0) + 50);
    jest.advanceTimersByTime(50);
    expect(shown().length).toBeLessThanOrEqual(MAX_VISIBLE_TOASTS);
  }
  expect([...onScreen.keys()].sort()).toEqual(texts.map((text) => `Zpráva ${text}`));
  for (const duration of onScreen.values()) expect(duration).toBeGreaterThanOrEqual(timeoutMs);
  expect(shown()).toEqual([]);
});

it('keeps a toast 3000 ms, removes it 150 ms after that, and lets a queued one in at the next 250 ms retry', () => {
  for (const text of ['A', 'B', 'C', 'D']) addToast(text);
  expect(shown()).toEqual(['C', 'B', 'A']);
  jest.advanceTimersByTime(timeoutMs - 1);
  expect(shown()).toHaveLength(3);
  jest.advanceTimersByTime(1);
  // Dismissed: fading out, still in the page for 150 ms.
  expect(toastOf('A')?.classList).toContain('closing');
  jest.advanceTimersByTime(closeMs);
  expect(shown()).toEqual([]); // all three timed out together
  jest.advanceTimersByTime(retryMs);
  expect(shown()).toEqual(['D']);
});

it('pauses a toast while the pointer is over it and starts its 3000 ms again when it leaves', () => {
  addToast('Uloženo');
  const toast = toastOf('Uloženo')!;
  jest.advanceTimersByTime(2000);
  toast.dispatchEvent(new MouseEvent('mouseenter'));
  jest.advanceTimersByTime(10 * timeoutMs);
  expect(shown()).toEqual(['Uloženo']);
  toast.dispatchEvent(new MouseEvent('mouseleave'));
  jest.advanceTimersByTime(timeoutMs - 1);
  expect(shown()).toEqual(['Uloženo']);
  jest.advanceTimersByTime(1 + closeMs);
  expect(shown()).toEqual([]);
});

it('closes at once on its Czech close button, and shows the reason under the message', () => {
  addToast('Uložení se nezdařilo', { intent: 'danger', detail: 'Server není dostupný' });
  const toast = toastOf('Uložení se nezdařilo')!;
  expect(toast.getAttribute('role')).toBe('alert');
  expect(toast.querySelector('.detail')?.textContent).toBe('Server není dostupný');
  const close = toast.querySelector('button')!;
  expect(close.getAttribute('aria-label')).toBe('Zavřít zprávu');
  close.click();
  jest.advanceTimersByTime(closeMs);
  expect(shown()).toEqual([]);
});

it('stacks the back-office delete results centred at the top, apart from the others', () => {
  addToast('Smazáno', { place: 'top' });
  addToast('Uloženo');
  const containers = [...document.body.children];
  expect(containers).toHaveLength(2);
  expect(containers.map((element) => element.className.includes('centred'))).toEqual([true, false]);
});

it('keeps an action button ("Vrátit") for the whole life of its toast; pressing it runs it and closes the toast', () => {
  const undone = jest.fn();
  addToast('Zaplaceno', { intent: 'success', timeoutMs: 8000, action: { label: 'Vrátit', onClick: undone } });
  const button = () => toastOf('Zaplaceno')?.querySelector('button:not([aria-label])');
  jest.advanceTimersByTime(7900);
  expect(button()?.textContent).toBe('Vrátit');
  (button() as HTMLButtonElement).click();
  expect(undone).toHaveBeenCalledTimes(1);
  expect(toastOf('Zaplaceno')?.classList).toContain('closing');
});
