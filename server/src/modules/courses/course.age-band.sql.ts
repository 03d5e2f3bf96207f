import { AGE_CATEGORY_YEARS } from '@kurzy/common';

/** Whether a child of the age bound at `age` belongs in the age category in `categoryColumn`: the
 * SQL twin of ageFitsCategory (common/src/validation/age-band.ts), written from the same table so the
 * two cannot drift apart. Bands are inclusive; `uncategorized` takes every child. */
export function ageFitsSql(categoryColumn: string, age: string): string {
  const cases = Object.entries(AGE_CATEGORY_YEARS)
    .filter(([, band]) => band !== null)
    .map(([category, band]) => `WHEN '${category}' THEN ${age} BETWEEN ${band?.from} AND ${band?.to}`)
    .join(' ');
  return `(CASE ${categoryColumn}::text ${cases} ELSE TRUE END)`;
}
