import type { ComponentType } from 'react';

/** A page's module: it exports the page's component under the file's name. */
export type PageModule = Record<string, ComponentType>;

/** Page modules as `import.meta.glob<PageModule>` lists them: path relative to app/ -> loader. */
export type PageModules = Record<string, () => Promise<PageModule>>;

/** Loads the page the route table names (`features/home/HomePage`): its module exports the
 * component of the same name. */
export function pageLoader(modules: PageModules, page: string): () => Promise<ComponentType> {
  const load = modules[`../${page}.tsx`];
  if (!load) throw new Error(`No module for ${page}`);
  const name = page.slice(page.lastIndexOf('/') + 1);
  return async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${page} exports no ${name}`);
    return component;
  };
}
