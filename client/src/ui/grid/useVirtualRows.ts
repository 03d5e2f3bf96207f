import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { type RefObject, useCallback } from 'react';

/** What the body draws: a row, or an empty stretch standing for the rows out of view. */
export type BodyPart = { item: VirtualItem; gap?: never } | { item?: never; gap: number; key: string };

interface VirtualRowsOptions {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** A row's height before the browser has measured it. */
  rowHeight: number;
  /** The row (by index) that must stay in the DOM wherever the view is: the one holding the grid's
   * Tab stop (and maybe focus). Without it the grid would lose its only Tab stop when scrolled. */
  keep: number;
  getKey: (index: number) => string;
}

/** Only the rows in view (and a few around them, and the kept one) are in the DOM; spacer rows keep
 * the scroll height and each row's place, so aria-rowindex and the scrollbar stay true. */
export function useVirtualRows({ count, scrollRef, rowHeight, keep, getKey }: VirtualRowsOptions) {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [keep],
  );
  // Its functions are read on every render here; nothing of ours is memoised by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: getKey,
    rangeExtractor,
    // A row's size as the browser reports it (ResizeObserver), never read from the layout in
    // between: a forced layout per mounted row costs, and without a layout (jsdom) every row keeps
    // its estimate.
    measureElement: (element, entry, instance) => {
      if (entry) return measureElement(element, entry, instance);
      return instance.itemSizeCache.get(getKey(instance.indexFromElement(element))) ?? rowHeight;
    },
  });

  const parts: BodyPart[] = [];
  let end = 0;
  for (const item of virtualizer.getVirtualItems()) {
    if (item.start > end) parts.push({ gap: item.start - end, key: `gap-${item.index}` });
    parts.push({ item });
    end = item.end;
  }
  const total = virtualizer.getTotalSize();
  if (total > end) parts.push({ gap: total - end, key: 'gap-end' });

  return {
    parts,
    /** Ref for each drawn row (with data-index), so it is measured. */
    measureRow: virtualizer.measureElement,
    /** Rows a view holds, less one: what PageUp and PageDown move. */
    pageRows: () => {
      const height = virtualizer.scrollRect?.height ?? scrollRef.current?.clientHeight ?? 0;
      const average = count > 0 ? total / count : rowHeight;
      return Math.max(1, Math.floor(height / Math.max(1, average)) - 1);
    },
  };
}
