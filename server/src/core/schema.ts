import 'reflect-metadata';
import './graphql-enums';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { SystemResolver } from '../modules/system/system.resolver';

/** Every resolver of the API; the schema is built from these classes. */
const RESOLVERS = [SystemResolver] as const;

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

/** The SDL committed as schema.graphql; sorted so that moving code around does not change it. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
