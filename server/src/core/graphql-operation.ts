import type { Operation } from '@kurzy/common';
import { Extensions } from 'type-graphql';

/** Names the operation (common/src/permissions.ts) a mutation performs, as the field's GraphQL
 * extension `operation`. The service it calls checks the permission; this declaration lets the
 * permission test hold every mutation of the schema to its row. */
export const Performs = (operation: Operation) => Extensions({ operation });
