import type { Locale } from '@kurzy/common/locale';
import { type ComponentType, lazy, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { pageTextsIn } from '../i18n/messages';
import { PageMessages } from '../i18n/PageMessages';
import { APOLLO_MODULE, type PageRoute, type PageTexts } from '../routes/route';
import { ADMIN_ROOT, PUBLIC_ROUTES } from '../routes/site';
import { loadBrowserApollo } from './prerenderedQuery';
import { type PageModule, pageLoader, type PageModules } from './pageModules';
import { PublicLayout } from './PublicLayout';

/** What server-side rendering (entry-server.tsx) needs to know of a route. */
export interface RouteHandle {
  /** The page's module and its message set as the build names them (vite.config.ts, pageAssets): the
   * server links their scripts and styles from the rendered page. */
  modules: string[];
  /** Rendered in the browser only (the back-office and its login). */
  clientOnly?: boolean;
}

// The imports have to be literal for the bundler: every page module the route table can name (a
// `*Page.tsx` directly in a feature folder), each in its own chunk.
const PAGE_MODULES: PageModules = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '../ui/NotFoundPage.tsx']);

/** The login's texts are the back-office's, Czech only; every other page set's come with its language's
 * public texts (i18n/messages.ts pageTextsIn), so the entry carries no loader per page and language. */
const loginTexts = () => import('virtual:messages/login');

/** The module names (vite.config.ts) of a page's texts in a language. */
const textsModule = (texts: PageTexts, locale: Locale) =>
  `virtual:messages/${texts}${locale === 'cs' ? '' : `.${locale}`}`;

/** A page in its own chunk: a parent on a phone downloads only the screens they open; with `texts`,
 * the page's own messages (in the page's language) load beside it, and in the browser Apollo's client
 * unless the page goes `withoutApollo` (server-side rendering has its own, entry-server.tsx). `file` is
 * the module as the build names it; `extra` the language's other modules the page needs (its public
 * texts). */
function lazyPage(
  file: string,
  load: () => Promise<ComponentType>,
  locale: Locale,
  { texts, extra = [], withoutApollo = false }: { texts?: PageTexts; extra?: string[]; withoutApollo?: boolean } = {},
): { element: ReactElement; handle: RouteHandle } {
  const apollo = !withoutApollo && !import.meta.env.SSR;
  const Page = lazy(async () => {
    // Asked for when the page loads: another language's loaders are known once its texts are.
    const loadTexts = texts && (texts === 'login' ? loginTexts : pageTextsIn(locale, texts));
    const [Picked, own, browserApollo] = await Promise.all([
      load(),
      loadTexts?.(),
      apollo ? loadBrowserApollo() : undefined,
    ]);
    const Texts = own
      ? () => (
          <PageMessages extra={own.default}>
            <Picked />
          </PageMessages>
        )
      : Picked;
    if (!browserApollo) return { default: Texts };
    const { WithApollo, client } = browserApollo;
    return {
      default: () => (
        <WithApollo client={client}>
          <Texts />
        </WithApollo>
      ),
    };
  });
  const modules = [
    file,
    ...(texts ? [textsModule(texts, locale)] : []),
    ...extra,
    ...(withoutApollo ? [] : [APOLLO_MODULE]),
  ];
  return { element: <Page />, handle: { modules } };
}

// A declarative router (useRoutes), not a data router: none of the loaders and actions a data router
// brings are used, and it is half the code. Pages' errors are caught by RouteErrorBoundary inside the
// layouts; ScrollToTop stands for ScrollRestoration.
function routeTable(locale: Locale): RouteObject[] {
  const extra = [`virtual:messages/public${locale === 'cs' ? '' : `.${locale}`}`];
  const routeTo = ({ path, page, texts, clientOnly, withoutApollo }: PageRoute): RouteObject => {
    const route = lazyPage(`src/${page}.tsx`, pageLoader(PAGE_MODULES, page), locale, { texts, extra, withoutApollo });
    return { path, ...route, handle: { ...route.handle, clientOnly } };
  };
  if (locale !== 'cs') {
    // The family's pages only: the back-office and its login stay Czech, at their own addresses.
    const family = Object.values<PageRoute>(PUBLIC_ROUTES).filter((route) => route.texts !== 'login');
    return [{ element: <PublicLayout />, children: family.map(routeTo) }];
  }
  const admin = lazyPage(
    'src/app/adminRoutes.tsx',
    () => import('./adminRoutes').then((module) => module.AdminRoutes),
    locale,
  );
  return [
    { element: <PublicLayout />, children: Object.values<PageRoute>(PUBLIC_ROUTES).map(routeTo) },
    { path: `${ADMIN_ROOT}/*`, element: admin.element, handle: { ...admin.handle, clientOnly: true } },
  ];
}

const tables = new Map<Locale, RouteObject[]>();

/** The routes of a language, under its prefix as the router's basename (App.tsx): made once each. */
export function routesFor(locale: Locale): RouteObject[] {
  let table = tables.get(locale);
  if (!table) {
    table = routeTable(locale);
    tables.set(locale, table);
  }
  return table;
}

export function AppRoutes() {
  return useRoutes(routesFor(useIntl().locale as Locale));
}
