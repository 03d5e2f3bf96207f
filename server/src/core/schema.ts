import 'reflect-metadata';
import './graphql-enums';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { NewsResolver } from '../modules/news/news.resolver';
import { SystemResolver } from '../modules/system/system.resolver';
import { UserCrudResolver, UserFieldsResolver } from '../modules/users/user.resolver';

/** Every resolver of the API; the schema is built from these classes. */
const RESOLVERS = [SystemResolver, AuthResolver, UserCrudResolver, UserFieldsResolver, NewsResolver] as const;

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

/** The SDL committed as schema.graphql; sorted so that moving code around does not change it. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
