import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/** The fields a query asks for under the resolved field's `child` field, e.g. the item fields of a
 * search page: `requestedFields(info, 'items')`. Fragments are followed; @skip and @include are not
 * evaluated (a field they may drop still counts: asking for more columns is harmless). */
export function requestedFields(info: GraphQLResolveInfo, child: string): readonly string[] {
  // A compiled query (graphql-compiled.ts) hands every run the same field nodes: worked out once.
  let known = answers.get(info.fieldNodes);
  if (!known) answers.set(info.fieldNodes, (known = new Map()));
  let fields = known.get(child);
  if (!fields) known.set(child, (fields = fieldsUnder(info, child)));
  return fields;
}

const answers = new WeakMap<readonly FieldNode[], Map<string, readonly string[]>>();

function fieldsUnder(info: GraphQLResolveInfo, child: string): readonly string[] {
  const childSets = info.fieldNodes.flatMap((node) =>
    fieldsOf(node.selectionSet, info.fragments)
      .filter((field) => field.name.value === child)
      .map((field) => field.selectionSet),
  );
  return [...new Set(childSets.flatMap((set) => fieldsOf(set, info.fragments).map((field) => field.name.value)))];
}

function fieldsOf(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments);
    return fieldsOf(fragments[selection.name.value]?.selectionSet, fragments);
  });
}
