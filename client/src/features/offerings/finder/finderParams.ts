// The course finder's state lives in the address, so a search can be shared, is rendered on the
// server and the back button steps through it. Parameter names are short ASCII words; a value that
// is not one the finder offers is ignored (the list shows as if it were not there), never an error.
import { COURSE_FIELDS, type DeclaredField } from '@kurzy/common';
import type { ActivityType, AgeCategory, CourseLevel } from '../../../gql/graphql';
import { ACTIVITY_ORDER, CATEGORY_ORDER, LEVEL_ORDER } from '../labels';

export interface Finder {
  /** ?branch=3: a branch id (its slots). */
  branch: number | null;
  /** ?day=2: 1 = Monday ... 7 = Sunday. */
  day: number | null;
  /** ?type=sport: the activity type. */
  type: ActivityType | null;
  /** ?age=5: the child's age in whole years. */
  age: number | null;
  /** ?level=beginner: what the child already knows (the course's level). */
  level: CourseLevel | null;
  /** ?free=1: only courses with a free place. */
  free: boolean;
  /** ?vek=preschool: the age category of the links shared before the finder (no control of its own;
   * it shows among the active filters and can be removed there). */
  category: AgeCategory | null;
  /** ?language=english: the course's declared fields families filter by (FINDER_DECLARED), by key. */
  declared: Readonly<Record<string, string>>;
}

export type FinderField = Exclude<keyof Finder, 'declared'>;

/** The course's declared fields (common/src/lists/courses.ts) shown to families with a fixed set of
 * values and filtered in its list: each is a select of the finder, its parameter named by its key. */
export const FINDER_DECLARED: readonly DeclaredField[] = COURSE_FIELDS.filter(
  (field) => field.public && field.enum && field.list?.filter,
);

export const FINDER_FIELDS: readonly FinderField[] = ['branch', 'day', 'type', 'age', 'level', 'free', 'category'];

const PARAM: Record<FinderField, string> = {
  branch: 'branch',
  day: 'day',
  type: 'type',
  age: 'age',
  level: 'level',
  free: 'free',
  category: 'vek',
};

/** Ages the finder offers, in whole years (the youngest and oldest band edges). */
export const FINDER_AGES: readonly number[] = Array.from({ length: 14 }, (_, index) => index + 2);
export const FINDER_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** A whole number written plainly ("05", "1e1", " 3" are not), within the bounds. */
function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function readFinder(params: URLSearchParams): Finder {
  const type = params.get(PARAM.type);
  const category = params.get(PARAM.category);
  const level = params.get(PARAM.level);
  return {
    // Ids are positive 32-bit integers; an unknown one simply finds nothing.
    branch: wholeNumber(params.get(PARAM.branch), 1, 2 ** 31 - 1),
    day: wholeNumber(params.get(PARAM.day), 1, 7),
    type: ACTIVITY_ORDER.find((known) => known === type) ?? null,
    age: wholeNumber(params.get(PARAM.age), FINDER_AGES[0] ?? 2, FINDER_AGES.at(-1) ?? 15),
    level: LEVEL_ORDER.find((known) => known === level) ?? null,
    free: params.get(PARAM.free) === '1',
    category: CATEGORY_ORDER.find((known) => known === category) ?? null,
    declared: Object.fromEntries(
      FINDER_DECLARED.flatMap((field) => {
        const value = params.get(field.key);
        return value !== null && Object.hasOwn(field.enum?.values ?? {}, value) ? [[field.key, value]] : [];
      }),
    ),
  };
}

/** The address's parameters with the finder's replaced (other parameters kept), in a fixed order. */
export function writeFinder(params: URLSearchParams, finder: Finder): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of FINDER_FIELDS) {
    next.delete(PARAM[field]);
    const value = finder[field];
    if (value === true) next.set(PARAM[field], '1');
    else if (value !== null && value !== false) next.set(PARAM[field], String(value));
  }
  for (const { key } of FINDER_DECLARED) {
    next.delete(key);
    const value = finder.declared[key];
    if (value) next.set(key, value);
  }
  return next;
}

/** The fields with a value, in the order the finder shows them (the declared ones: activeDeclared). */
export function activeFields(finder: Finder): FinderField[] {
  return FINDER_FIELDS.filter((field) => finder[field] !== null && finder[field] !== false);
}

/** The declared fields with a value, in their declared order. */
export const activeDeclared = (finder: Finder): DeclaredField[] =>
  FINDER_DECLARED.filter((field) => finder.declared[field.key]);

/** How many filters are in force. */
export const activeCount = (finder: Finder): number => activeFields(finder).length + activeDeclared(finder).length;

export const EMPTY_FINDER: Finder = {
  branch: null,
  day: null,
  type: null,
  age: null,
  level: null,
  free: false,
  category: null,
  declared: {},
};

/** The server's filter for the finder (CourseFilter and ScheduleFilter share these fields). */
export function serverFilter(finder: Finder) {
  return {
    branchId: finder.branch,
    dayOfWeek: finder.day,
    type: finder.type,
    age: finder.age,
    level: finder.level,
    hasFreeSpots: finder.free || null,
    category: finder.category,
    ...finder.declared,
  };
}

/** Whether one of a course's slots is at the branch and on the day asked for: the server matches each
 * on its own (some slot at the branch, some on the day), a parent means both at once. */
export function slotMatches(finder: Finder, slot: { dayOfWeek: number; branch: { id: number } }): boolean {
  return (
    (finder.branch === null || slot.branch.id === finder.branch) &&
    (finder.day === null || slot.dayOfWeek === finder.day)
  );
}
