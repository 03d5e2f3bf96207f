import './app/global.css';
import { LOCALE_TAGS, localeOfPath } from '@kurzy/common/locale';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { PAGE_STATUS_ID } from './app/serverState';
import { loadPublicMessages } from './i18n/messages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page the server answered 404 (a detail page of a missing record) is taken over as the not-found
// screen the server rendered, not as a spinner until the browser's own query answers.
const answered = Number(document.getElementById(PAGE_STATUS_ID)?.textContent);
const status = { report: () => undefined, notFoundPath: answered === 404 ? window.location.pathname : undefined };
/** A new task: the browser may paint and answer input in between (a phone counts every task over 50 ms
 * against the page's responsiveness). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start-up in steps, each a task of its own rather than one long one after the scripts have run:
// ICU's Czech data (loaded by the first Czech Intl object: prices, plurals), then React taking the page
// over. A public page comes rendered by the server (entry-server.tsx) with the data it was rendered
// from; Apollo Client and its cache load with the first page that needs them (app/pageQuery.ts).
async function start(root: HTMLElement) {
  // The page's language (common/src/locale.ts): its texts before anything renders in it.
  const { locale } = localeOfPath(window.location.pathname);
  document.documentElement.lang = locale;
  await loadPublicMessages(locale);
  await nextTask();
  new Intl.NumberFormat(LOCALE_TAGS[locale]).format(0);
  await nextTask();
  const app = (
    <StrictMode>
      <App status={status} locale={locale} />
    </StrictMode>
  );
  // In a transition, React renders (or takes over) the first screen in slices, yielding to the browser
  // in between, instead of one long task that keeps a phone's main thread busy.
  startTransition(() => {
    if (root.firstElementChild) {
      // React takes over the server's HTML; a page whose chunk is still loading keeps showing it meanwhile.
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  });
}

void start(container);
