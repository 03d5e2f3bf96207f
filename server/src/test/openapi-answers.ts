// Checks a JSON answer against the response schema /api/openapi.json gives for it, strictly: a field
// the description requires that is missing, a field it does not describe, a value of another type
// (null where it is not nullable). Generated clients trust exactly these three.
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: { name: string; in: string; schema: Schema; style?: string }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** The mismatches of `value` with the answer of `method path` (as written in the document, `/courses/{id}`)
 * for `status`: empty when it is described exactly. Items of long lists are checked up to `itemsChecked`. */
export function answerMismatches(
  document: OpenApiDocument,
  method: string,
  path: string,
  status: number,
  value: unknown,
  itemsChecked = 50,
): string[] {
  const schema = document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) return [`${method} ${path}: no JSON answer ${status} described`];
  const found = new Set<string>();
  const resolve = (each: Schema): Schema =>
    each.$ref ? resolve(document.components.schemas[each.$ref.replace('#/components/schemas/', '')] ?? {}) : each;

  function check(value: unknown, described: Schema, at: string): void {
    const schema = resolve(described);
    for (const part of schema.allOf ?? []) check(value, part, at);
    if (schema.oneOf) {
      const nullable = schema.oneOf.some((each) => each.type === 'null');
      if (value === null) {
        if (!nullable) found.add(`${at}: null, not described as nullable`);
        return;
      }
      const other = schema.oneOf.find((each) => each.type !== 'null');
      if (other) check(value, other, at);
      return;
    }
    const types = [schema.type ?? []].flat();
    if (schema.enum && !schema.enum.includes(value)) found.add(`${at}: ${JSON.stringify(value)} not in its enum`);
    if (value === null) {
      if (types.length > 0 && !types.includes('null')) found.add(`${at}: null, not described as nullable`);
      return;
    }
    const actual = Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;
    if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      found.add(`${at}: ${actual}, described as ${types.join(' or ')}`);
      return;
    }
    if (Array.isArray(value)) {
      value.slice(0, itemsChecked).forEach((item) => check(item, schema.items ?? {}, `${at}[]`));
      return;
    }
    if (typeof value !== 'object' || !schema.properties) return;
    const fields = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in fields)) found.add(`${at}.${name}: required, missing`);
    for (const [name, field] of Object.entries(fields)) {
      const property = schema.properties[name];
      if (property) check(field, property, `${at}.${name}`);
      else found.add(`${at}.${name}: not described`);
    }
  }

  check(value, schema, `${method} ${path}`);
  return [...found];
}
