// Every type, field, argument, input field and enum value of our GraphQL schema has a description
// (issue 40, item 4): clients generated from the schema and the GraphQL explorers show them, and a
// description that merely repeats the name is caught as well. Built-in scalars and introspection are skipped.
import {
  type GraphQLArgument,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { buildAppSchema } from './app';

/** "childFullName" → "child full name", to recognise a description that only repeats the name. */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
}

function lacking(description: string | null | undefined, name: string): boolean {
  const text = (description ?? '').trim();
  if (text === '') return true;
  return text.replace(/[.\s]+$/, '').toLowerCase() === words(name);
}

/** Every place of the schema that should say what it means, with the path of those that do not. */
export function undescribed(types: readonly GraphQLNamedType[]): string[] {
  const missing: string[] = [];
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) if (lacking(arg.description, arg.name)) missing.push(`${owner}(${arg.name})`);
  };
  for (const type of types) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (lacking(type.description, type.name)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (lacking(field.description, field.name)) missing.push(`${type.name}.${field.name}`);
        checkArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (lacking(field.description, field.name)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (lacking(value.description, value.name)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing.sort();
}

describe('GraphQL schema descriptions', () => {
  it('describe every type, field, argument, input field and enum value of our own', async () => {
    const schema = await buildAppSchema();
    expect(undescribed(Object.values(schema.getTypeMap()))).toEqual([]);
  });

  it('count a missing or name-repeating description', () => {
    expect(lacking(undefined, 'childFullName')).toBe(true);
    expect(lacking('Child full name.', 'childFullName')).toBe(true);
    expect(lacking("The child's name as the parent wrote it", 'childFullName')).toBe(false);
  });
});
