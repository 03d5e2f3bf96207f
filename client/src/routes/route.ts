// What a route of the site declares (routes/site.ts, routes/admin.ts), and what links and the build
// derive from it.

/** The page sets of texts that load with their page instead of with the public site
 * (vite.config.ts, PAGE_SETS, says which keys each holds). The not-found screen imports its own set. */
export type PageTexts =
  | 'registration'
  | 'offerings'
  | 'gallery'
  | 'contacts'
  | 'videos'
  | 'login'
  | 'parents'
  | 'info'
  | 'news'
  | 'lectors'
  | 'branches'
  | 'camps';

export interface PageRoute {
  /** As react-router reads it: `:id` a parameter, `:id?` an optional one, `*` anything else. */
  path: string;
  /** The page's module under src/, without its extension; it exports the component of the same name. */
  page: string;
  texts?: PageTexts;
  /** Rendered in the browser only: no public content to show early (the back-office, its login). */
  clientOnly?: boolean;
  /** A page people land on from outside: index.html fetches its code at once, beside the framework. */
  landing?: boolean;
  /** Its data comes through usePageQuery only (app/pageQuery.ts): in the browser the page goes without
   * Apollo Client, whose code then does not load with it. */
  withoutApollo?: boolean;
}

/** The module (as the build names it, vite.config.ts) of the browser's Apollo client, which loads with
 * every page but those `withoutApollo`. */
export const APOLLO_MODULE = 'src/app/browserApollo.ts';

type Paths<Routes extends Record<string, PageRoute>> = { readonly [Name in keyof Routes]: Routes[Name]['path'] };

export function pathsOf<Routes extends Record<string, PageRoute>>(routes: Routes): Paths<Routes> {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route.path])) as Paths<Routes>;
}

/** A route's path with its id filled in (`/course/:id` -> `/course/7`), or left out when it is optional
 * and not given (`/registration/:id?` -> `/registration`). */
export const linkTo = (path: string, id?: number) => path.replace(/\/:\w+\??/, id === undefined ? '' : `/${id}`);

/** The part of a detail route its links start with (`/course/:id` -> `/course/`): the menu marks the
 * list's entry active on its detail pages too. */
export const detailPrefix = (path: string) => path.slice(0, path.indexOf(':'));

/** The route's path as a regular expression over `location.pathname` (for code that runs before the
 * router: the landing-page preloads). */
export function pathPattern(path: string): string {
  const pattern = path
    .replace(/\/:\w+\?/g, '(?:/[^/]+)?')
    .replace(/\/:\w+/g, '/[^/]+')
    .replace(/\/$/, '');
  return `^${pattern}/?$`;
}
