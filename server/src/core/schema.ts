import 'reflect-metadata';
import './graphql-enums';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';

/** The schema of the API, built from the resolver classes the modules declare. */
export async function buildGraphqlSchema(resolvers: NonEmptyArray<ClassType>): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validate: false });
  // type-graphql names the root types but takes no description for them.
  const query = schema.getQueryType();
  if (query) query.description = 'What can be read: the public site, the staff back-office and the parents’ own pages';
  const mutation = schema.getMutationType();
  if (mutation)
    mutation.description =
      'What can be changed; who may call each operation is in the one permissions table (common/src/permissions.ts)';
  return schema;
}

/** The SDL committed as schema.graphql; sorted so that moving code around does not change it. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
