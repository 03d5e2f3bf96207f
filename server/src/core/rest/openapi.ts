// The OpenAPI 3.1 description of the REST API, written from the route table; the item, input and
// filter schemas come from the GraphQL types of the same names, so both APIs describe one model.
import {
  AuthErrorCode,
  errorKind,
  FilterErrorCode,
  PERMISSIONS,
  RequestErrorCode,
  type ErrorCode,
} from '@kurzy/common';
import {
  getNullableType,
  GraphQLNonNull,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { ERROR_MAPPING, INTERNAL_ERROR_MESSAGE } from '../errors';
import type { Services } from '../services';
import { CACHE_BUSTERS, operationIdOf, ref, type NestedItem, type RestRoute, type Schema } from './route';

const SCALARS: Record<string, Schema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  // Amounts in haléře (graphql-scalars' SafeInt): JSON numbers.
  SafeInt: { type: 'integer' },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: `errors` maps each field to a Czech message',
  401: 'Not logged in, or the credentials are not valid',
  403: 'Logged in without the right (administrators only)',
  404: 'Not found',
  409: 'Conflicts with the data (capacity, payment, related records)',
  413: 'Too large a request',
  415: 'Not a kind of content this call takes',
  429: 'Too many attempts; try again later',
  500: `Unexpected failure, without details: "${INTERNAL_ERROR_MESSAGE}"`,
};

function json(schema: Schema) {
  return { 'application/json': { schema } };
}

/** JSON Schemas of GraphQL types, collected with everything they refer to. */
class Components {
  readonly schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'The domain code (docs/errors.md): what clients choose by' },
        message: { type: 'string', description: 'In Czech, for people' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field -> Czech message' },
        params: { type: 'object', description: 'What the message is written from, for a text of the client’s own' },
      },
    },
  };

  constructor(
    private readonly graphql: GraphQLSchema,
    /** Fields of GraphQL types the JSON leaves out, by type. */
    private readonly graphqlOnly: Record<string, readonly string[]>,
    /** Nested items with fewer fields, by `Type.field`. */
    private readonly nested: Record<string, NestedItem>,
  ) {}

  /** Adds the component a `$ref` names (and what it refers to). */
  add(name: string): void {
    if (this.schemas[name]) return;
    const type = this.graphql.getType(name);
    if (!type) throw new Error(`OpenAPI: no GraphQL type ${name}`);
    if (isEnumType(type)) {
      this.schemas[name] = { type: 'string', enum: type.getValues().map((value) => value.value as string) };
      return;
    }
    if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`OpenAPI: ${name} is not an object type`);
    this.describe(name, type);
  }

  /** An object or input type, or the fewer fields of it an item nested elsewhere carries. */
  private describe(name: string, type: GraphQLObjectType | GraphQLInputObjectType, nested?: NestedItem): void {
    this.schemas[name] = {}; // placeholder against cycles
    let fields = (Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]).filter(
      (field) => !this.graphqlOnly[type.name]?.includes(field.name),
    );
    if (nested) {
      const kept = nested.fields(fields.map((field) => field.name));
      fields = fields.filter((field) => kept.includes(field.name));
    }
    const properties = Object.fromEntries(
      fields.map((field) => [
        field.name,
        {
          ...this.of(field.type, this.nested[`${type.name}.${field.name}`]),
          ...(field.description ? { description: field.description } : {}),
        },
      ]),
    );
    // Inputs: what GraphQL requires. Answers: every field is there, null where GraphQL may answer
    // null; nested items that carry fewer are described apart (rest-openapi-answers.test.ts holds it).
    const required = isInputObjectType(type)
      ? fields.filter((field) => isNonNullType(field.type)).map((field) => field.name)
      : fields.map((field) => field.name);
    const description = nested?.description ?? type.description;
    this.schemas[name] = {
      type: 'object',
      ...(description ? { description } : {}),
      properties,
      ...(required.length > 0 ? { required } : {}),
    };
  }

  private of(type: GraphQLType, nested?: NestedItem): Schema {
    const nullable = !isNonNullType(type);
    const inner = getNullableType(type);
    let schema: Schema;
    if (isListType(inner)) schema = { type: 'array', items: this.of(inner.ofType, nested) };
    else if (isScalarType(inner)) schema = { ...(SCALARS[inner.name] ?? { type: 'string' }) };
    else if (nested && isObjectType(inner)) {
      if (!this.schemas[nested.name]) this.describe(nested.name, inner, nested);
      schema = ref(nested.name);
    } else {
      this.add(inner.name);
      schema = ref(inner.name);
    }
    if (!nullable) return schema;
    return typeof schema.type === 'string'
      ? { ...schema, type: [schema.type, 'null'] }
      : { oneOf: [schema, { type: 'null' }] };
  }

  /** The fields of a filter input as query parameters of their own, as the server reads them
   * (`?title=...&visible=true`, filters.ts): what clients send by default, unlike one `filter` object. */
  filterParameters(typeName: string, taken: readonly string[]): Schema[] {
    const type = this.graphql.getType(typeName);
    if (!isInputObjectType(type)) throw new Error(`OpenAPI: ${typeName} is not an input type`);
    return Object.values(type.getFields()).map((field) => {
      if (taken.includes(field.name)) throw new Error(`OpenAPI: ${typeName}.${field.name} is a parameter of its own`);
      return {
        name: field.name,
        in: 'query',
        description: `${typeName}.${field.name}${field.description ? `: ${field.description}` : ''} (empty: no filter)`,
        // Not nullable: a query string has no null, an empty value is no filter.
        schema: this.of(new GraphQLNonNull(getNullableType(field.type))),
      };
    });
  }

  /** Adds every component a schema refers to. */
  collect(schema: unknown): void {
    if (Array.isArray(schema)) schema.forEach((item) => this.collect(item));
    else if (schema && typeof schema === 'object')
      for (const [key, value] of Object.entries(schema)) {
        if (key === '$ref' && typeof value === 'string') this.add(value.replace('#/components/schemas/', ''));
        else this.collect(value);
      }
  }
}

const SECURITY = [{ accessToken: [] }, { bearer: [] }, { basic: [] }];

/** What any call may answer, by what it takes. */
const EVERY_CALL: readonly ErrorCode[] = [
  RequestErrorCode.Malformed,
  RequestErrorCode.UnknownParameter,
  RequestErrorCode.ControlCharacters,
  RequestErrorCode.Failed,
];
const WITH_BODY: readonly ErrorCode[] = [
  RequestErrorCode.MalformedJson,
  RequestErrorCode.TooLarge,
  RequestErrorCode.NotAnObject,
  RequestErrorCode.InvalidInput,
];
const WITH_FILTER = Object.values(FilterErrorCode);
const WITH_PAGING: readonly ErrorCode[] = [
  RequestErrorCode.PageNotPositive,
  RequestErrorCode.PageOutOfRange,
  RequestErrorCode.LimitNotPositive,
  RequestErrorCode.CannotSort,
];
// A call with credentials: no session, wrong Basic credentials, too many wrong ones.
const WITH_SESSION: readonly ErrorCode[] = [
  AuthErrorCode.NotLoggedIn,
  AuthErrorCode.LoginFailed,
  AuthErrorCode.TooManyAttempts,
];

/** Every domain code a route may answer: those of its shape and its own. */
function routeCodes(route: RestRoute, services: Services): ErrorCode[] {
  const audience = PERMISSIONS[route.operation];
  const own = typeof route.codes === 'function' ? route.codes(services) : (route.codes ?? []);
  const takesFilter = route.filterQuery !== undefined || route.path.endsWith('/search');
  return [
    ...new Set([
      ...EVERY_CALL,
      ...(route.body || route.multipart ? WITH_BODY : []),
      ...(takesFilter ? WITH_FILTER : []),
      ...(route.query?.some(({ name }) => name === 'page') ? WITH_PAGING : []),
      ...(audience === 'public' ? [] : WITH_SESSION),
      ...(audience === 'admin' || audience === 'content' ? [AuthErrorCode.Forbidden] : []),
      ...own,
    ]),
  ];
}

/** Codes grouped by the HTTP status of their kind, in status order. */
function codesByStatus(codes: readonly ErrorCode[]): [number, ErrorCode[]][] {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_MAPPING[errorKind(code)];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}

function operation(route: RestRoute, components: Components, services: Services) {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: route.pathParams?.[name] ?? { type: 'integer' },
  }));
  const queryParameters = (route.query ?? []).map(({ name, schema, description, required }) => ({
    name,
    in: 'query',
    ...(required ? { required } : {}),
    ...(description ? { description } : {}),
    schema,
  }));
  // The only names a route does not declare: accepted and ignored (any other is a 400 naming it).
  for (const name of CACHE_BUSTERS)
    queryParameters.push({
      name,
      in: 'query',
      description: 'Ignored: a cache buster some older clients add',
      schema: { type: 'string' },
    });
  const filterParameters = route.filterQuery
    ? components.filterParameters(
        route.filterQuery,
        queryParameters.map(({ name }) => name),
      )
    : [];
  const audience = PERMISSIONS[route.operation];
  const success = route.produces
    ? Object.fromEntries([route.produces].flat().map((type) => [type, { schema: route.response }]))
    : json(route.response);
  const responses: Record<string, unknown> = {
    [route.status ?? 200]: { description: 'Success', content: success },
  };
  for (const [status, codes] of codesByStatus(routeCodes(route, services)))
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Refused',
      content: json({ allOf: [ref('Error')], properties: { code: { enum: codes } } }),
    };
  for (const [status, { description, schema = ref('Error') }] of Object.entries(route.answers ?? {}))
    responses[status] = { description, content: json(schema) };
  const requestBody = route.multipart
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            // A route's own form (its text fields), else files alone.
            schema: route.body ?? {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
              },
            },
          },
        },
      }
    : route.body
      ? { required: route.method !== 'post' || !route.path.endsWith('/search'), content: json(route.body) }
      : undefined;
  const parameters = [...pathParameters, ...queryParameters, ...filterParameters];
  const result = {
    operationId: operationIdOf(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: audience === 'public' ? [] : SECURITY,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
  components.collect(result);
  return result;
}

export function openApiDocument(
  routes: readonly RestRoute[],
  schema: GraphQLSchema,
  shapes: { graphqlOnly: Record<string, readonly string[]>; nested: Record<string, NestedItem> },
  services: Services,
): object {
  const components = new Components(schema, shapes.graphqlOnly, shapes.nested);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route, components, services);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kroužky a tábory: REST API',
      version: '1.0.0',
      description:
        'The calls of the older clients, over the same services as GraphQL at /graphql. JSON field names are ' +
        'those of the GraphQL types. Errors answer `{ code, message, errors?, params? }`: `code` is a domain code ' +
        '(docs/errors.md), each response lists those the call may answer. Protected calls take the session ' +
        'token (`access-token` header or `Authorization: Bearer`) or, when no token is sent, ' +
        '`Authorization: Basic` with the username and password (checked and throttled like a login).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
        bearer: { type: 'http', scheme: 'bearer' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  };
}
