// A record's declared fields (common/src/declared-fields.ts) as GraphQL fields: on the record's type
// and on its input, both optional (empty is "not said"), each enum made known to GraphQL once. REST
// bodies and OpenAPI read the input, so they follow. The table's column stays on the entity.
import type { DeclaredField } from '@kurzy/common';
import { GraphQLBoolean, GraphQLString, type GraphQLScalarType } from 'graphql';
import { Field, Int, registerEnumType, type ClassType } from 'type-graphql';
import { FilterField } from './filter-field';

const enums = new Map<string, object>();

/** The enum object type-graphql knows by the field's enum name (registered on first use). */
function enumOf(field: DeclaredField & { enum: NonNullable<DeclaredField['enum']> }): object {
  const { name, values } = field.enum;
  const known = enums.get(name);
  if (known) return known;
  const made = Object.fromEntries(Object.keys(values).map((value) => [value, value]));
  registerEnumType(made, {
    name,
    description: `${field.description.split(';')[0]}: ${Object.keys(values).join(', ')}`,
    valuesConfig: Object.fromEntries(
      Object.entries(values).map(([value, texts]) => [value, { description: `${texts.en} ("${texts.cs}")` }]),
    ),
  });
  enums.set(name, made);
  return made;
}

function graphqlType(field: DeclaredField): GraphQLScalarType | object {
  if (field.enum) return enumOf({ ...field, enum: field.enum });
  switch (field.kind) {
    case 'int':
      return Int;
    case 'boolean':
      return GraphQLBoolean;
    case 'line':
    case 'text':
    case 'enum':
      return GraphQLString;
  }
}

/** Adds the declared fields to a type-graphql class (an @ObjectType entity or an @InputType): each
 * nullable, with its declared description. Call it right after the class. */
export function declaredGraphqlFields(target: ClassType<object>, fields: readonly DeclaredField[]): void {
  for (const field of fields) {
    const type = graphqlType(field);
    Field(() => type, { nullable: true, description: field.description })(target.prototype, field.key);
  }
}

const FILTER_TYPES: Record<DeclaredField['kind'], () => GraphQLScalarType> = {
  line: () => GraphQLString,
  text: () => GraphQLString,
  enum: () => GraphQLString,
  int: () => Int,
  boolean: () => GraphQLBoolean,
};

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Adds to the filter of a list that joins the record (a slot's course, joined as `alias`) a filter
 * field for each declared field its own list filters by, comparing the joined record's column: the
 * timetable filters by the course's language as the course list does. */
export function declaredJoinedFilters(
  filterClass: ClassType<object>,
  fields: readonly DeclaredField[],
  alias: string,
): void {
  for (const field of fields) {
    if (!field.list?.filter) continue;
    const values = field.enum ? Object.keys(field.enum.values) : undefined;
    FilterField({
      kind: field.list.filter,
      type: FILTER_TYPES[field.kind],
      description: `Of the ${alias}: ${field.description.split(';')[0]}${values ? ` (${values.join(', ')}), any letter case` : ''}`,
      sql: [`"${alias}"."${snake(field.key)}"`],
      ...(values ? { values } : {}),
    })(filterClass.prototype, field.key);
  }
}
