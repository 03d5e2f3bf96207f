// Refuses queries that would cost the server far more than any screen needs: too long, too deep, too
// many fields, or too many aliases (which would also multiply login attempts in one request).
//
// Every figure is computed in time linear in the document: each fragment is measured once and its
// totals reused wherever it is spread, so a chain of fragments that each spread the previous one twice
// costs a few microseconds to measure (its field count, 2^n, is then refused).
import { RequestErrorCode } from '@kurzy/common';
import { ASTVisitor, FragmentDefinitionNode, Kind, SelectionSetNode, ValidationContext } from 'graphql';
import { AppError, graphqlRefusal } from './errors';

export const QUERY_LIMITS = {
  depth: 10,
  fields: 500,
  aliases: 30,
  /** Lexical tokens of one document (Apollo's parseOptions.maxTokens): the largest screen's query has
   * a few hundred, the full introspection query of GraphQL Sandbox about 300. Bounds the work of
   * parsing and of graphql-js's own validation rules, some of which are quadratic in the fields. */
  tokens: 2000,
};

/** The cost of a selection set, relative to where it sits. */
interface Cost {
  /** Levels of fields below (and including) the set's own fields. */
  depth: number;
  fields: number;
  aliases: number;
}

/** `ofType` chains of the introspection query follow a type's wrappers (list, non-null), bounded by
 * the schema, not by the query's shape; they do not count as depth, so schema tools work. */
const DEPTH_FREE_FIELDS = new Set(['ofType']);

class CostMeter {
  private readonly costs = new Map<string, Cost>();
  private readonly measuring = new Set<string>();

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  measure(selectionSet: SelectionSetNode): Cost {
    const total: Cost = { depth: 0, fields: 0, aliases: 0 };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? this.measure(selection.selectionSet) : null;
        const own = DEPTH_FREE_FIELDS.has(selection.name.value) ? 0 : 1;
        total.depth = Math.max(total.depth, own + (below?.depth ?? 0));
        total.fields += 1 + (below?.fields ?? 0);
        total.aliases += (selection.alias ? 1 : 0) + (below?.aliases ?? 0);
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? this.measure(selection.selectionSet)
            : this.fragmentCost(selection.name.value);
        total.depth = Math.max(total.depth, inner.depth);
        total.fields += inner.fields;
        total.aliases += inner.aliases;
      }
    }
    return total;
  }

  /** A fragment measured once; unknown fragments and cycles cost nothing here, GraphQL's own rules
   * report them. */
  private fragmentCost(name: string): Cost {
    const known = this.costs.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment || this.measuring.has(name)) return { depth: 0, fields: 0, aliases: 0 };
    this.measuring.add(name);
    const cost = this.measure(fragment.selectionSet);
    this.measuring.delete(name);
    this.costs.set(name, cost);
    return cost;
  }
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const meter = new CostMeter(fragments);
  return {
    OperationDefinition(operation) {
      const cost = meter.measure(operation.selectionSet);
      if (cost.depth > QUERY_LIMITS.depth)
        context.reportError(
          graphqlRefusal(
            new AppError(RequestErrorCode.QueryTooDeep, { params: { depth: QUERY_LIMITS.depth } }),
            operation,
          ),
        );
      if (cost.fields > QUERY_LIMITS.fields)
        context.reportError(
          graphqlRefusal(
            new AppError(RequestErrorCode.QueryTooManyFields, { params: { fields: QUERY_LIMITS.fields } }),
            operation,
          ),
        );
      if (cost.aliases > QUERY_LIMITS.aliases)
        context.reportError(
          graphqlRefusal(
            new AppError(RequestErrorCode.QueryTooManyAliases, { params: { aliases: QUERY_LIMITS.aliases } }),
            operation,
          ),
        );
    },
  };
}
