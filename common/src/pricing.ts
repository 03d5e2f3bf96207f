// Discounts (issue 47): the kinds of automatic rule staff set at /admin/slevy, their Czech names, and
// what one takes off a price. Which rules apply to a registration is the server's (pricing service).

/** sibling: another child of the same family holds a place in a course or camp whose dates overlap;
 * secondCourse: the same child holds a place in another course or camp whose dates overlap;
 * earlyBird: registered before a date. */
export enum DiscountKind {
  sibling = 'sibling',
  secondCourse = 'secondCourse',
  earlyBird = 'earlyBird',
}

export const DISCOUNT_KINDS = Object.values(DiscountKind);

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  [DiscountKind.sibling]: 'Sourozenecká sleva',
  [DiscountKind.secondCourse]: 'Sleva na další kroužek',
  [DiscountKind.earlyBird]: 'Sleva za včasnou přihlášku',
};

/** The name a manual discount shows to the family; staff's reason stays beside it. */
export const MANUAL_DISCOUNT_NAME = 'Individuální sleva';

/** What a rule takes off a price of `priceKc`, in haléře: a percentage rounded to whole koruny
 * (half up, Czech price lists are whole koruny), or the amount; never more than the price. */
export function discountHalerOf(priceKc: number, rule: { percent?: number | null; amount?: number | null }): number {
  const kc = rule.percent != null ? Math.floor((priceKc * rule.percent) / 100 + 0.5) : (rule.amount ?? 0);
  return Math.max(0, Math.min(priceKc, kc)) * 100;
}
