/** Three versions of a form's values after a save was refused because someone else saved the record:
 * what the form was opened with (base), what the staff member has in the form now (mine), and what is
 * saved now (theirs). */
export interface EditVersions<TValues extends object> {
  base: TValues;
  mine: TValues;
  theirs: TValues;
}

export interface MergedEdits<TValues extends object> {
  /** Theirs, with every field the staff member changed kept as they typed it. */
  values: TValues;
  /** Fields the other person changed (taken into the form unless also changed here). */
  theirChanges: (keyof TValues & string)[];
  /** Fields changed here: kept in the form. */
  myChanges: (keyof TValues & string)[];
  /** Fields both changed to different values: the form keeps this person's, the saved one is shown. */
  conflicts: (keyof TValues & string)[];
  /** The version saved meanwhile. */
  saved: TValues;
}

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/** Keeps this person's edits on top of the version saved meanwhile, field by field (issue 41, item 16:
 * loading the current version used to throw the edit away). */
export function mergeEdits<TValues extends object>({
  base,
  mine,
  theirs,
}: EditVersions<TValues>): MergedEdits<TValues> {
  const keys = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])] as (keyof TValues &
    string)[];
  const values = { ...theirs };
  const theirChanges: (keyof TValues & string)[] = [];
  const myChanges: (keyof TValues & string)[] = [];
  const conflicts: (keyof TValues & string)[] = [];
  for (const key of keys) {
    const mineChanged = !same(mine[key], base[key]);
    const theirsChanged = !same(theirs[key], base[key]);
    if (theirsChanged) theirChanges.push(key);
    if (!mineChanged) continue;
    myChanges.push(key);
    values[key] = mine[key];
    if (theirsChanged && !same(mine[key], theirs[key])) conflicts.push(key);
  }
  return { values, theirChanges, myChanges, conflicts, saved: theirs };
}
