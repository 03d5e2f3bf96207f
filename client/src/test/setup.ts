import { configure } from '@testing-library/react';
import { loadPublicMessages } from '../i18n/messages';

// The Czech texts, as main.tsx loads them before the first render (each language's are a chunk).
beforeAll(() => loadPublicMessages('cs'));

// The grid's search waits 300 ms after typing and then asks the real app: on a busy 2-core machine the
// answer can take longer than testing-library's default 1 s wait, and a test then failed for no fault.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and the components use: layout (the staff grid draws only the rows that fit its
// measured size), ResizeObserver, media queries, scrolling.
const SIZE = { width: 1280, height: 800 };

Object.defineProperties(HTMLElement.prototype, {
  clientWidth: { configurable: true, get: () => SIZE.width },
  clientHeight: { configurable: true, get: () => SIZE.height },
  offsetWidth: { configurable: true, get: () => SIZE.width },
  offsetHeight: { configurable: true, get: () => SIZE.height },
});
Element.prototype.getBoundingClientRect = () => ({
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  right: SIZE.width,
  bottom: SIZE.height,
  ...SIZE,
  toJSON: () => ({}),
});
Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
window.matchMedia = (query) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The toaster lives on document.body, outside what testing-library unmounts: each test starts with
// none on screen, or an earlier test's three visible toasts would hold its own in the queue.
afterEach(() => {
  for (const stack of document.querySelectorAll('body > [aria-live]')) stack.remove();
});
