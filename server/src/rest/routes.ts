// The REST shim's route table: every call of seed-spec section 7 under /api, each a few lines over
// the services GraphQL uses. The router, the OpenAPI description and the tests all read this one
// table, so a route cannot exist undocumented or untested for its 401.
import { NOT_AN_IMAGE, PaymentState } from '@kurzy/common';
import type { GraphQLSchema } from 'graphql';
import type { AnyObject } from 'yup';
import type { ObjectLiteral } from 'typeorm';
import type { Services } from '../app';
import { authorize, type Audience } from '../core/actor';
import type { CrudService } from '../core/crud';
import { AppError } from '../core/errors';
import type { GraphqlContext } from '../core/graphql-context';
import { readFilter } from './filters';
import { multipartFiles } from './multipart';
import * as present from './present';
import { arrayOf, idParam, idsOf, objectOf, paging, ref, Reply, type RestCall, type RestRoute } from './route';

interface Resource<E extends ObjectLiteral & { id: number }> {
  path: string;
  /** The GraphQL names: the item type, its filter and its input. */
  type: string;
  filter: string;
  input: string;
  service: (services: Services) => CrudService<E, AnyObject>;
  present: present.Presenter<E>;
  read: Audience;
  write: Audience;
  /** `GET {r}` answers `{ [wrapList]: [...] }` instead of a plain list. */
  wrapList?: string;
}

const DELETED = objectOf({ deleted: { type: 'boolean', const: true } });
const COUNT = objectOf({ count: { type: 'integer', description: 'How many registrations it concerned' } });
const IDS = objectOf({ ids: arrayOf({ type: 'integer' }) });
const PAGING = [
  { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
];

/** The six generic calls of one resource. */
function crudRoutes<E extends ObjectLiteral & { id: number }>(
  resource: Resource<E>,
  schema: GraphQLSchema,
): RestRoute[] {
  const { path, type, filter, input, service, read, write, wrapList } = resource;
  const one = (item: E, context: GraphqlContext) => resource.present(item, context);
  const all = (items: E[], context: GraphqlContext) => present.presentAll(items, resource.present, context);
  const tag = path.slice(1);
  const list = arrayOf(ref(type));
  return [
    {
      method: 'get',
      path,
      tag,
      audience: read,
      summary: `${type} items matching the filter`,
      description: 'Query parameters are the filter fields; empty values are ignored.',
      filterQuery: filter,
      response: wrapList ? objectOf({ [wrapList]: list }) : list,
      handle: async ({ context, query }) => {
        const items = await all(
          await service(context.services).list(context.actor, readFilter(schema, filter, query)),
          context,
        );
        return wrapList ? { [wrapList]: items } : items;
      },
    },
    {
      method: 'get',
      path: `${path}/{id}`,
      tag,
      audience: read,
      summary: `One ${type}`,
      response: ref(type),
      handle: async ({ context, params }) =>
        one(await service(context.services).get(context.actor, idParam(params)), context),
    },
    {
      method: 'post',
      path,
      tag,
      audience: write,
      status: 201,
      summary: `Creates a ${type}`,
      body: ref(input),
      response: ref(type),
      errors: [409],
      handle: async ({ context, body }) => one(await service(context.services).create(context.actor, body), context),
    },
    {
      method: 'put',
      path: `${path}/{id}`,
      tag,
      audience: write,
      summary: `Changes a ${type}`,
      body: ref(input === 'RegistrationInput' ? 'RegistrationUpdateInput' : input),
      response: ref(type),
      errors: [409],
      handle: async ({ context, params, body }) =>
        one(await service(context.services).update(context.actor, idParam(params), body), context),
    },
    {
      method: 'delete',
      path: `${path}/{id}`,
      tag,
      audience: write,
      summary: `Deletes a ${type}`,
      response: DELETED,
      errors: [409],
      handle: async ({ context, params }) => ({
        deleted: await service(context.services).delete(context.actor, idParam(params)),
      }),
    },
    {
      method: 'post',
      path: `${path}/search`,
      tag,
      audience: read,
      summary: `A page of ${type} items`,
      description: 'The body is the filter (empty values ignored); page 1 and 20 items unless asked otherwise.',
      query: PAGING,
      body: ref(filter),
      response: objectOf({ items: list, pagination: ref('Pagination') }),
      handle: async ({ context, query, body }) => {
        const page = await service(context.services).search(
          context.actor,
          readFilter(schema, filter, body),
          ...paging(query),
        );
        return { items: await all(page.items, context), pagination: page.pagination };
      },
    },
  ];
}

/** A resource of the generic calls, with its GraphQL filter and input named after its type. */
function resource<E extends ObjectLiteral & { id: number }>(spec: Omit<Resource<E>, 'filter' | 'input'>) {
  return (schema: GraphQLSchema) =>
    crudRoutes({ ...spec, filter: `${spec.type}Filter`, input: `${spec.type}Input` }, schema);
}

const RESOURCES = [
  resource({
    path: '/camps',
    type: 'Camp',
    service: (s) => s.camps,
    present: present.camp,
    read: 'public',
    write: 'admin',
  }),
  resource({
    path: '/schedules',
    type: 'Schedule',
    service: (s) => s.schedules,
    present: present.schedule,
    read: 'public',
    write: 'admin',
  }),
  resource({
    path: '/users',
    type: 'User',
    service: (s) => s.users,
    present: present.user,
    read: 'public',
    write: 'admin',
  }),
  resource({
    path: '/news',
    type: 'News',
    service: (s) => s.news,
    present: present.news,
    read: 'public',
    write: 'staff',
  }),
  resource({
    path: '/courses',
    type: 'Course',
    service: (s) => s.courses,
    present: present.course,
    read: 'public',
    write: 'admin',
  }),
  resource({
    path: '/branches',
    type: 'Branch',
    service: (s) => s.branches,
    present: present.branch,
    read: 'public',
    write: 'admin',
  }),
  resource({
    path: '/customers',
    type: 'Customer',
    service: (s) => s.customers,
    present: present.customer,
    read: 'staff',
    write: 'admin',
  }),
  resource({
    path: '/registrations',
    type: 'Registration',
    service: (s) => s.registrations,
    present: present.registration,
    read: 'staff',
    write: 'admin',
    wrapList: 'registrations',
  }),
  resource({
    path: '/video',
    type: 'Video',
    service: (s) => s.videos,
    present: present.video,
    read: 'public',
    write: 'staff',
  }),
  resource({
    path: '/galleries',
    type: 'Gallery',
    service: (s) => s.galleries,
    present: present.gallery,
    read: 'public',
    write: 'staff',
  }),
];

/** Pictures are made by uploading files; `POST /pictures` is the same multipart call as `POST /upload`. */
function pictureRoutes(): RestRoute[] {
  const tag = 'pictures';
  const upload: Omit<RestRoute, 'path'> = {
    method: 'post',
    tag,
    audience: 'staff',
    status: 201,
    summary: 'Uploads pictures for an owner',
    description:
      'multipart/form-data with one or more files in the field `file`; JPEG, PNG, WebP or GIF by content. ' +
      'All are stored or, on any refusal, none.',
    multipart: true,
    query: [
      { name: 'owner', required: true, schema: ref('PictureOwner') },
      { name: 'ownerId', required: true, schema: { type: 'integer' } },
      { name: 'illustration', schema: { type: 'boolean', default: false }, description: 'Mark them as illustrations' },
    ],
    response: arrayOf(ref('Picture')),
    errors: [413, 415],
    handle: async ({ context: { services, actor }, request, query }) => {
      const incoming = multipartFiles(request, services.pictures.limits);
      const { owner, ownerId, illustration } = query;
      try {
        const pictures = await services.pictures.upload(actor, {
          owner,
          ownerId,
          illustration: illustration || undefined,
          files: incoming.files,
        });
        return pictures.map(present.picture);
      } catch (error) {
        incoming.discard();
        // Not an image at all: the media type is the refusal.
        if (error instanceof AppError && error.message === NOT_AN_IMAGE)
          return new Reply(415, { message: NOT_AN_IMAGE });
        throw error;
      }
    },
  };
  const illustration = (set: boolean): RestRoute => ({
    method: 'put',
    path: `/pictures/{id}/${set ? 'set' : 'unset'}-illustration`,
    tag,
    audience: 'staff',
    summary: set ? 'Marks the picture as an illustration of its owner' : 'Takes the illustration mark away',
    response: ref('Picture'),
    handle: async ({ context: { services, actor }, params }) =>
      present.picture(await services.pictures.setIllustration(actor, idParam(params), set)),
  });
  return [
    { ...upload, path: '/upload' },
    { ...upload, path: '/pictures' },
    {
      method: 'get',
      path: '/pictures',
      tag,
      audience: 'public',
      summary: 'The pictures of one owner',
      query: [
        { name: 'owner', required: true, schema: ref('PictureOwner') },
        { name: 'ownerId', required: true, schema: { type: 'integer' } },
      ],
      response: arrayOf(ref('Picture')),
      handle: async ({ context: { services, actor }, query }) =>
        (await services.pictures.byOwner(actor, query.owner, query.ownerId)).map(present.picture),
    },
    {
      method: 'get',
      path: '/pictures/byOwner/{owner}/{ownerId}',
      tag,
      audience: 'public',
      summary: 'The pictures of one owner, in upload order',
      response: arrayOf(ref('Picture')),
      handle: async ({ context: { services, actor }, params }) =>
        (await services.pictures.byOwner(actor, params.owner, params.ownerId)).map(present.picture),
    },
    {
      method: 'get',
      path: '/pictures/{id}',
      tag,
      audience: 'public',
      summary: 'One picture',
      response: ref('Picture'),
      handle: async ({ context: { services, actor }, params }) =>
        present.picture(await services.pictures.get(actor, idParam(params))),
    },
    {
      method: 'put',
      path: '/pictures/{id}',
      tag,
      audience: 'staff',
      summary: 'Sets or clears the illustration mark (the one thing of a picture that changes)',
      body: objectOf({ illustration: { type: 'boolean' } }),
      response: ref('Picture'),
      handle: async ({ context: { services, actor }, params, body }) => {
        const wanted = (body as { illustration?: unknown } | null)?.illustration;
        // Who asks comes before what they sent, as in the service.
        authorize(actor, 'staff');
        if (typeof wanted !== 'boolean')
          throw new AppError('VALIDATION', 'Zadejte, zda je obrázek ilustrací.', {
            illustration: 'Zadejte true nebo false.',
          });
        return present.picture(await services.pictures.setIllustration(actor, idParam(params), wanted));
      },
    },
    {
      method: 'delete',
      path: '/pictures/{id}',
      tag,
      audience: 'staff',
      summary: 'Deletes the picture and its files',
      response: DELETED,
      handle: async ({ context: { services, actor }, params }) => ({
        deleted: await services.pictures.delete(actor, idParam(params)),
      }),
    },
    {
      method: 'post',
      path: '/pictures/search',
      tag,
      audience: 'public',
      summary: 'A page of one owner’s pictures',
      description: 'The body names the owner: `{ "owner": "gallery", "ownerId": 1 }`.',
      query: PAGING,
      body: objectOf({ owner: ref('PictureOwner'), ownerId: { type: 'integer' } }),
      response: objectOf({ items: arrayOf(ref('Picture')), pagination: ref('Pagination') }),
      handle: async ({ context: { services, actor }, query, body }) => {
        const page = await services.pictures.search(actor, body as { owner?: unknown } | null, ...paging(query));
        return { items: page.items.map(present.picture), pagination: page.pagination };
      },
    },
    illustration(true),
    illustration(false),
  ];
}

/** The registration calls of the old admin and form, beside the generic `/registrations`. */
function registrationRoutes(): RestRoute[] {
  const tag = 'registrations';
  const batch = (
    path: string,
    summary: string,
    run: (call: RestCall, ids: number[]) => Promise<number>,
  ): RestRoute => ({
    method: 'post',
    path: `/registrations/batch/${path}`,
    tag,
    audience: 'admin',
    summary,
    body: IDS,
    response: COUNT,
    handle: async (call) => ({ count: await run(call, idsOf(call.body)) }),
  });
  return [
    {
      method: 'put',
      path: '/registration',
      tag,
      audience: 'public',
      status: 201,
      summary: 'The public registration form',
      description:
        'Tells whether the child has a place or is a replacement (náhradník). Limited per client address ' +
        '(REGISTRATION_RATE_LIMIT in 10 minutes) and per e-mail address (10 an hour): 429 beyond.',
      body: ref('RegistrationInput'),
      response: ref('RegistrationReceipt'),
      errors: [409, 429],
      handle: ({ context: { services, actor, clientAddress }, body }) =>
        services.registrations.register(actor, body, clientAddress),
    },
    {
      method: 'post',
      path: '/registration/{id}',
      tag,
      audience: 'admin',
      summary: 'Changes a registration',
      body: ref('RegistrationUpdateInput'),
      response: ref('Registration'),
      errors: [409],
      handle: async ({ context, params, body }) =>
        present.registration(
          await context.services.registrations.update(context.actor, idParam(params), body),
          context,
        ),
    },
    {
      method: 'delete',
      path: '/registrationOff/{id}',
      tag,
      audience: 'admin',
      summary: 'Cancels a registration; a paid one is refused',
      description: 'Answers the cancelled registration. Its place goes to the oldest replacement.',
      response: ref('Registration'),
      errors: [409],
      handle: async ({ context, params }) =>
        present.registration(await context.services.registrations.cancel(context.actor, idParam(params)), context),
    },
    batch('delete', 'Deletes registrations', ({ context: { services, actor } }, ids) =>
      services.registrations.deleteMany(actor, ids),
    ),
    batch('payed', 'Marks registrations as paid', ({ context: { services, actor } }, ids) =>
      services.registrations.setPaymentState(actor, ids, PaymentState.paid),
    ),
    batch('unpayed', 'Marks registrations as unpaid', ({ context: { services, actor } }, ids) =>
      services.registrations.setPaymentState(actor, ids, PaymentState.unpaid),
    ),
    {
      method: 'get',
      path: '/registration/sendInvoice/{a}/{b}',
      tag,
      audience: 'admin',
      summary: 'Sends the invoice of a registration by e-mail',
      description:
        '`a` is the registration id; `b` is the account (IBAN) to print on the invoice and pay to, or ' +
        '`default` for the operator’s configured account. Issues the invoice (its number stays the same ' +
        'on a resend), queues the e-mail with the PDF and answers the registration.',
      response: ref('Registration'),
      errors: [409],
      handle: async ({ context, params }) =>
        present.registration(
          await context.services.invoices.send(
            context.actor,
            idParam(params, 'a'),
            params.b === 'default' ? null : params.b,
          ),
          context,
        ),
    },
    {
      method: 'post',
      path: '/registration/{id}/payed',
      tag,
      audience: 'admin',
      summary: 'Marks a registration as paid',
      response: ref('Registration'),
      handle: async ({ context, params }) =>
        present.registration(await context.services.registrations.markPaid(context.actor, idParam(params)), context),
    },
  ];
}

const loginRoute: RestRoute = {
  method: 'post',
  path: '/login',
  tag: 'auth',
  audience: 'public',
  summary: 'Starts a staff session for a day',
  description:
    'Answers the token to send as the `access-token` header (or `Authorization: Bearer`). ' +
    'Repeated failures are throttled (429).',
  body: objectOf({ username: { type: 'string' }, password: { type: 'string' } }),
  response: ref('LoginResult'),
  errors: [429],
  handle: ({ context: { services, clientAddress }, body }) => {
    const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return services.auth.login(text(username), text(password), clientAddress);
  },
};

/** Every route of the shim except the description itself (see router.ts). */
export function restRoutes(schema: GraphQLSchema): RestRoute[] {
  return [
    loginRoute,
    ...registrationRoutes(),
    ...pictureRoutes(),
    ...RESOURCES.flatMap((routesOf) => routesOf(schema)),
  ];
}
