import { type Region, Regions } from '@blueprintjs/table';

/** Row indexes covered by the table's selected regions (row regions; cells count as their row). */
export function selectedRows(regions: readonly Region[], rowCount: number): Set<number> {
  const rows = new Set<number>();
  for (const region of regions) {
    const [start, end] = region.rows ?? [0, rowCount - 1];
    for (let row = start; row <= Math.min(end, rowCount - 1); row += 1) rows.add(row);
  }
  return rows;
}

/** One row region per run of consecutive selected rows. */
export function rowRegions(rows: ReadonlySet<number>): Region[] {
  const sorted = [...rows].sort((a, b) => a - b);
  const regions: Region[] = [];
  let start = -1;
  let previous = -2;
  for (const row of sorted) {
    if (row !== previous + 1) {
      if (start >= 0) regions.push(Regions.row(start, previous));
      start = row;
    }
    previous = row;
  }
  if (start >= 0) regions.push(Regions.row(start, previous));
  return regions;
}
