// What one GraphQL request may cost in rows and values, with its variables known: each field counts
// once for every item of every list above it (issue 21: the field count alone let
// `searchRegistrations(limit: 100) { items { schedule { course { schedules { … } } } } }` ask for far
// more than any screen). A list's size is the `limit` its field asks for (at most the page cap), or an
// assumed size for lists without one. Measured in time linear in the document, each fragment once.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_LIMIT, MAX_LIMIT, RequestErrorCode } from '@kurzy/common';
import { Extensions } from 'type-graphql';
import { isStaff, type Actor } from './actor';
import { AppError, graphqlRefusal } from './errors';
import type { RequestContext } from './request-context';

export const COST_LIMITS = {
  /** Values one request may resolve. The public course list with its slots costs about ten thousand;
   * the registrations grid at 100 rows as much. */
  budget: 25_000,
  /** The same for a signed-in staff member: the registrations grid's largest page (500 rows, its
   * search alone takes them) costs about fifty thousand; room for its row to grow by half. Strangers
   * keep the budget above. */
  staffBudget: 75_000,
  /** A top-level list without paging (`courses`, `registrations`): as many as a page may hold. */
  unpagedList: MAX_LIMIT,
  /** A list inside an item (a course's slots, a gallery's pictures). */
  nestedList: 10,
};

type Variables = Readonly<Record<string, unknown>>;

/** Declares, on a paged query whose service takes pages above MAX_LIMIT (the registrations search),
 * its largest `limit`: the meter counts its page at the size asked, up to that. */
export const PagedUpTo = (pageLimit: number) => Extensions({ pageLimit });

/** The items a paged field asks for with its `limit` (the default page when not given), within the
 * field's page cap; null for a field without paging. */
function limitOf(field: FieldNode, definition: GraphQLField<unknown, unknown> | undefined, variables: Variables) {
  if (!definition?.args.some((one) => one.name === 'limit')) return null;
  const cap = typeof definition.extensions.pageLimit === 'number' ? definition.extensions.pageLimit : MAX_LIMIT;
  const argument = field.arguments?.find((one) => one.name.value === 'limit');
  if (!argument) return DEFAULT_LIMIT;
  const value =
    argument.value.kind === Kind.INT
      ? Number(argument.value.value)
      : argument.value.kind === Kind.VARIABLE
        ? variables[argument.value.name.value]
        : null;
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 1), cap) : DEFAULT_LIMIT;
}

class WeightedCost {
  private readonly fragmentCosts = new Map<string, number>();
  private readonly measuring = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Variables,
  ) {}

  /** The cost of one item of `type` with this selection; `paged`: the list is sized by its parent's
   * limit (a page's `items`). */
  measure(selectionSet: SelectionSetNode, type: GraphQLCompositeType | null, paged = false, topLevel = false): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        // Introspection is answered from the schema, not the database (and off in production).
        if (selection.name.value.startsWith('__')) {
          total += 1;
          continue;
        }
        const definition =
          type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[selection.name.value] : undefined;
        const returned = definition ? getNullableType(definition.type) : null;
        const limit = limitOf(selection, definition, this.variables);
        const list = returned !== null && isListType(returned);
        const items = limit ?? (list ? (paged ? 1 : topLevel ? COST_LIMITS.unpagedList : COST_LIMITS.nestedList) : 1);
        const named = definition ? getNamedType(definition.type) : null;
        const below = selection.selectionSet
          ? this.measure(selection.selectionSet, isCompositeType(named) ? named : null, limit !== null)
          : 0;
        total += items * (1 + below);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? (this.schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : type;
        total += this.measure(selection.selectionSet, condition ?? null, paged, topLevel);
      } else {
        total += this.fragmentCost(selection.name.value, paged, topLevel);
      }
    }
    return total;
  }

  private fragmentCost(name: string, paged: boolean, topLevel: boolean): number {
    const key = `${name}:${paged}:${topLevel}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    if (!fragment || this.measuring.has(name)) return 0;
    this.measuring.add(name);
    const type = this.schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
    const cost = this.measure(fragment.selectionSet, type ?? null, paged, topLevel);
    this.measuring.delete(name);
    this.fragmentCosts.set(key, cost);
    return cost;
  }
}

/** The weighted cost of the operation with these variables. */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: readonly FragmentDefinitionNode[],
  variables: Variables,
): number {
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  const meter = new WeightedCost(
    schema,
    new Map(fragments.map((fragment) => [fragment.name.value, fragment])),
    variables,
  );
  return meter.measure(operation.selectionSet, root ?? null, false, true);
}

/** The operation's cost when no variable changes it (none sizes a page), else null: worked out once
 * for a document answered again and again (graphql-compiled.ts). */
export function fixedOperationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: readonly FragmentDefinitionNode[],
): number | null {
  let readsVariables = false;
  const variables = new Proxy<Variables>(
    {},
    {
      get: () => {
        readsVariables = true;
        return undefined;
      },
    },
  );
  const cost = operationCost(schema, operation, fragments, variables);
  return readsVariables ? null : cost;
}

/** The fragments a document defines, for operationCost. */
export function fragmentsOf(document: DocumentNode): FragmentDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
}

/** The cost one request of this actor may have: a staff member's budget, or a stranger's. */
export const costBudget = (actor: Actor): number => (isStaff(actor) ? COST_LIMITS.staffBudget : COST_LIMITS.budget);

/** Refuses, before anything runs, a request whose weighted cost passes the budget (a staff member's
 * when one is signed in). */
export const queryCostPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request, contextValue }) {
        if (!operation) return;
        const cost = operationCost(schema, operation, fragmentsOf(document), request.variables ?? {});
        const budget = costBudget(contextValue.actor);
        if (cost > budget) throw graphqlRefusal(new AppError(RequestErrorCode.QueryTooCostly, { params: { budget } }));
      },
    };
  },
};
