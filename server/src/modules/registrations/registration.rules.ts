import { RegistrationType } from '@kurzy/common';

/** A registration holds a place when it is not cancelled and either not a replacement (náhradník) or
 * a replacement offered a freed place whose deadline lies ahead (issue 42: the place is held for the
 * family meanwhile; a deadline checked here, on every read, needs no sweep to free the place). Free
 * spots and the capacity check count exactly these; `alias` is the SQL alias of the registration
 * table in the query. */
export const holdsPlace = (alias: string) =>
  `${alias}.cancelled_at IS NULL AND (NOT ${alias}.replacement OR ${alias}.held_until > now())`;

/** SQL selecting the registrations (alias r) of one course or camp, whose id is the SQL `id`. */
export const OF_TARGET: Record<RegistrationType, (id: string) => string> = {
  [RegistrationType.course]: (id) => `r.schedule_id IN (SELECT s.id FROM schedule s WHERE s.course_id = ${id})`,
  [RegistrationType.camp]: (id) => `r.camp_id = ${id}`,
};
