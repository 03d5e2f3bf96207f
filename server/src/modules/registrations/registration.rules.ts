/** A registration holds a place when it is neither cancelled nor a replacement (náhradník).
 * Free spots and, later, the capacity check count exactly these; `alias` is the SQL alias of the
 * registration table in the query. */
export const holdsPlace = (alias: string) => `${alias}.cancelled_at IS NULL AND NOT ${alias}.replacement`;
