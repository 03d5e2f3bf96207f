// One declaration per filter field: `@FilterField` on a filter input class declares the optional
// GraphQL field and the rule its SQL follows; the service reads the rules back with filterSpecOf,
// so the input and the service cannot drift apart.
import type { GraphQLScalarType } from 'graphql';
import { Field } from 'type-graphql';
import type { FilterRule, FilterSpec } from './filters';

const specs = new Map<object, FilterSpec>();

export interface FilterFieldOptions extends FilterRule {
  /** The GraphQL type when the TypeScript type does not say it (Int for numbers). */
  type?: () => GraphQLScalarType;
  description?: string;
}

/** What a filter field matches, said from its rule when the declaration says nothing of its own. */
export function filterRuleDescription(name: string, rule: FilterRule, numeric: boolean): string {
  const what = `Only items whose ${name}`;
  const staff = rule.staffOnly ? '; staff only' : '';
  switch (rule.kind) {
    case 'text':
      return `${what} contains this text anywhere, any letter case${staff}`;
    case 'equalsIgnoreCase':
      return `${what} equals this value, any letter case${staff}`;
    case 'exact':
      return `${what} ${numeric ? 'equals this number' : 'is this (true or false)'}${staff}`;
    case 'day':
      return `${what} falls on this day (ISO date, YYYY-MM-DD)${staff}`;
    case 'dayFrom':
      return `${what} falls on this day or later (ISO date, YYYY-MM-DD)${staff}`;
    case 'dayTo':
      return `${what} falls on this day or earlier, the whole day included (ISO date, YYYY-MM-DD)${staff}`;
    case 'pass':
      return `Accepted and read by the list itself${staff}`;
  }
}

/** An optional field of a filter input (empty values are ignored) and how it compares. */
export function FilterField({ type, description: given, ...rule }: FilterFieldOptions): PropertyDecorator {
  return (prototype, property) => {
    const description = given ?? filterRuleDescription(String(property), rule, Boolean(type));
    const field = type ? Field(type, { nullable: true, description }) : Field({ nullable: true, description });
    field(prototype, property);
    specs.set(prototype.constructor, { ...specs.get(prototype.constructor), [String(property)]: rule });
  };
}

/** The rules of every field of a filter input class and the classes it extends (the fields
 * courses and camps share), by field name. */
export function filterSpecOf(filterClass: abstract new () => object): FilterSpec {
  const spec = declaredSpec(filterClass);
  if (Object.keys(spec).length === 0) throw new Error(`${filterClass.name} declares no @FilterField`);
  return spec;
}

/** The names of the filter fields declared so far on the class and those it extends. */
export const declaredFilterFields = (filterClass: abstract new () => object): Set<string> =>
  new Set(Object.keys(declaredSpec(filterClass)));

function declaredSpec(filterClass: abstract new () => object): FilterSpec {
  const chain: object[] = [];
  for (let current: object = filterClass; current !== Function.prototype; current = Object.getPrototypeOf(current))
    chain.unshift(current);
  return Object.assign({}, ...chain.map((type) => specs.get(type))) as FilterSpec;
}
