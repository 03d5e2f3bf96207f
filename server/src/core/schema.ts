import 'reflect-metadata';
import './graphql-enums';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';

/** The schema of the API, built from the resolver classes the modules declare. */
export function buildGraphqlSchema(resolvers: NonEmptyArray<ClassType>): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}

/** The SDL committed as schema.graphql; sorted so that moving code around does not change it. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
