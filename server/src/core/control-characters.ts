// One refusal, at both API doors, of text carrying control characters (NUL among them, which
// PostgreSQL cannot store and used to fail as a 500): a 400 naming each field, before any service runs.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  pathsWithControlCharacters,
  RequestErrorCode,
  type FieldErrors,
} from '@kurzy/common';
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { AppError, graphqlRefusal } from './errors';

/** 'input.note' -> 'note', 'filter.title' -> 'title', 'username' -> 'username': the field as the
 * form or the filter names it. */
const fieldOf = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ||
  path ||
  '_';

function fieldErrors(paths: string[]): FieldErrors | null {
  if (paths.length === 0) return null;
  return Object.fromEntries(paths.map((path) => [fieldOf(path), CONTROL_CHARACTERS_MESSAGE]));
}

/** For the REST shim: path parameters, query and body of one call. */
export function refuseControlCharacters(parts: Record<string, unknown>[]): void {
  const errors = fieldErrors(parts.flatMap((part) => pathsWithControlCharacters(part)));
  if (errors) throw new AppError(RequestErrorCode.ControlCharacters, { fieldErrors: errors });
}

/** The name of the argument or input field a literal in a GraphQL document stands for. */
function literalField(path: readonly (ASTNode | readonly ASTNode[] | undefined)[]): string {
  for (const node of [...path].reverse()) {
    if (node && 'kind' in node && (node.kind === Kind.OBJECT_FIELD || node.kind === Kind.ARGUMENT))
      return node.name.value;
  }
  return '_';
}

/** The fields of a document's string literals that carry control characters. Apollo keeps each
 * parsed document (by its text), so a document sent again is not walked again. */
const literalsOf = new WeakMap<DocumentNode, string[]>();

function literalFieldsWithControlCharacters(document: DocumentNode): string[] {
  let fields = literalsOf.get(document);
  if (!fields) {
    const found: string[] = [];
    visit(document, {
      StringValue(node, _key, parent, _path, ancestors) {
        if (hasControlCharacters(node.value)) found.push(literalField([...ancestors, parent]));
      },
    });
    fields = found;
    literalsOf.set(document, fields);
  }
  return fields;
}

/** For GraphQL: variables and the string literals written in the document itself. */
export const controlCharactersPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const paths = [
          ...pathsWithControlCharacters(request.variables ?? {}),
          ...literalFieldsWithControlCharacters(document),
        ];
        const errors = fieldErrors(paths);
        if (errors) throw graphqlRefusal(new AppError(RequestErrorCode.ControlCharacters, { fieldErrors: errors }));
      },
    };
  },
};
