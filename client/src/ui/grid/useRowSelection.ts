import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

interface Held<Item> {
  scope: string;
  items: ReadonlyMap<string, Item>;
  /** How many selected rows the last change of scope let go (0: none, or something was picked since). */
  dropped: number;
}

const NOTHING = new Map<string, never>();

/** The rows ticked in a grid, by row id, as TanStack's controlled selection, with what the page that
 * showed each row knew of it: the selection lives across pages and orders, so that an action can take
 * rows out of sight. Another `scope` (a new filter) starts with nothing selected and says how many it
 * let go. The rows `shown` refresh what is held of them. */
export function useRowSelection<Item>(scope: string, shown: readonly Item[], keyOf: (item: Item) => string) {
  const [held, setHeld] = useState<Held<Item>>({ scope, items: NOTHING, dropped: 0 });
  if (held.scope !== scope) setHeld({ scope, items: NOTHING, dropped: held.items.size });
  const current = held.scope === scope ? held.items : NOTHING;

  const items = useMemo(() => {
    const fresh = new Map(current);
    for (const item of shown) if (fresh.has(keyOf(item))) fresh.set(keyOf(item), item);
    return fresh;
    // keyOf is a plain accessor; the rows and the held selection are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, shown]);
  const rowSelection = useMemo(
    (): RowSelectionState => Object.fromEntries<true>([...items.keys()].map((key) => [key, true])),
    [items],
  );

  const change = (next: (before: Held<Item>) => ReadonlyMap<string, Item>) =>
    setHeld((before) => {
      const sameScope = before.scope === scope ? before : { scope, items: NOTHING, dropped: 0 };
      return { scope, items: next(sameScope), dropped: 0 };
    });

  return {
    rowSelection,
    /** The selected items, in the order they were picked. */
    selected: [...items.values()],
    /** How many rows the last filter change let go, until something is picked again. */
    dropped: held.scope === scope ? held.dropped : held.items.size,
    // From the selection held, not the one this render saw: a click and a key may land together.
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      change((before) => {
        const ticked = functionalUpdate(
          updater,
          Object.fromEntries<true>([...before.items.keys()].map((key) => [key, true])),
        );
        const inSight = new Map(shown.map((item) => [keyOf(item), item]));
        const next = new Map<string, Item>();
        for (const [key, on] of Object.entries(ticked)) {
          const item = before.items.get(key) ?? inSight.get(key);
          if (on && item !== undefined) next.set(key, item);
        }
        return next;
      }),
    /** Selects exactly these (every row a filter matches). */
    selectOnly: (all: readonly Item[]) => change(() => new Map(all.map((item) => [keyOf(item), item]))),
    /** Rewrites what is held of the selected items (after an action changed them out of sight). */
    update: (rewrite: (item: Item) => Item) =>
      change((before) => new Map([...before.items].map(([key, item]) => [key, rewrite(item)]))),
    /** Keeps only the selected items `keep` accepts (those a filter still matches after an action). */
    keepOnly: (keep: (item: Item) => boolean) =>
      change((before) => new Map([...before.items].filter(([, item]) => keep(item)))),
    clear: () => change(() => NOTHING),
  };
}
