import { type Locale, localePrefix } from '@kurzy/common/locale';
import { BrowserRouter } from 'react-router-dom';
import type { PageStatus } from '../ui/pageStatus';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

/** The page's language is its address's (/en/…, /uk/…, else Czech), fixed for the life of the page:
 * its prefix is the router's basename, so every link of the site stays in the language. Switching
 * languages loads the other address (ui/LanguageSwitch.tsx). */
export function App({ status, locale }: { status?: PageStatus; locale: Locale }) {
  return (
    <AppProviders status={status} locale={locale}>
      <BrowserRouter basename={localePrefix(locale) || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
