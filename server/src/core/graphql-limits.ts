// Refuses queries that would cost the server far more than any screen needs: too deep, too many
// fields, or too many aliases (which would also multiply login attempts in one request).
import { ASTVisitor, FragmentDefinitionNode, GraphQLError, Kind, SelectionSetNode, ValidationContext } from 'graphql';

export const QUERY_LIMITS = { depth: 10, fields: 500, aliases: 30 };

function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
  totals: { depth: number; fields: number; aliases: number },
): void {
  totals.depth = Math.max(totals.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      totals.fields += 1;
      if (selection.alias) totals.aliases += 1;
      if (selection.selectionSet) measure(selection.selectionSet, fragments, depth + 1, seen, totals);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragments, depth, seen, totals);
    } else {
      const fragment = fragments.get(selection.name.value);
      // A fragment spread twice costs twice; a cycle is reported by GraphQL's own rules.
      if (fragment && !seen.has(fragment.name.value)) {
        measure(fragment.selectionSet, fragments, depth, new Set([...seen, fragment.name.value]), totals);
      }
    }
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
  return {
    OperationDefinition(operation) {
      const totals = { depth: 0, fields: 0, aliases: 0 };
      measure(operation.selectionSet, fragments, 1, new Set(), totals);
      if (totals.depth > QUERY_LIMITS.depth)
        context.reportError(
          new GraphQLError(`Dotaz je příliš hluboký (nejvýše ${QUERY_LIMITS.depth} úrovní).`, { nodes: [operation] }),
        );
      if (totals.fields > QUERY_LIMITS.fields)
        context.reportError(
          new GraphQLError(`Dotaz žádá příliš mnoho polí (nejvýše ${QUERY_LIMITS.fields}).`, { nodes: [operation] }),
        );
      if (totals.aliases > QUERY_LIMITS.aliases)
        context.reportError(
          new GraphQLError(`Dotaz obsahuje příliš mnoho aliasů (nejvýše ${QUERY_LIMITS.aliases}).`, {
            nodes: [operation],
          }),
        );
    },
  };
}
