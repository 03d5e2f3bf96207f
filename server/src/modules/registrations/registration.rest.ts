// The generic `/registrations` calls, and those of the old admin and form beside them.
import {
  CampErrorCode,
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  exportFileName,
  isExportFormat,
  isSortDirection,
  mayPerform,
  pragueToday,
  REGISTRATION_PAGE_LIMIT,
  REGISTRATION_SELECTION_MAX,
  RegistrationErrorCode,
  RequestErrorCode,
  ScheduleErrorCode,
  SortDirection,
  type ErrorCode,
} from '@kurzy/common';
import { AppError } from '../../core/errors';
import { readFilter } from '../../core/rest/filters';
import type { RequestContext } from '../../core/request-context';
import { columnsOnly, pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import {
  arrayOf,
  idParam,
  idsOf,
  objectOf,
  ref,
  type RestApi,
  type RestCall,
  type RestRoute,
  StreamReply,
} from '../../core/rest/route';
import { Camp } from '../camps/camp.entity';
import { Course } from '../courses/course.entity';
import type { Schedule } from '../schedules/schedule.entity';
import { COURSE_COLUMNS, presentSlot, SCHEDULE_SLOT } from '../schedules/schedule.rest';
import { contactDifferencesOf } from './registration.contact';
import { Registration } from './registration.entity';
import { joinedRegistrations, primeLoaders } from './registration.joined';
import { MAX_RUNNING_EXPORTS } from './registration.export';
import { discountOf } from '../payments/pricing/discount.types';
import { registrationPlan } from '../payments/pricing/pricing.deposit.types';

/** Each slot presented once per request: a page of registrations holds the same few slots. */
const presentedSlots = new WeakMap<RequestContext, Map<number, Promise<Json>>>();

function presentSlotOnce(slot: Schedule, context: RequestContext): Promise<Json> {
  let slots = presentedSlots.get(context);
  if (!slots) presentedSlots.set(context, (slots = new Map()));
  let presented = slots.get(slot.id);
  if (!presented) slots.set(slot.id, (presented = presentSlot(slot, context)));
  return presented;
}

export async function presentRegistration(item: Registration, context: RequestContext): Promise<Json> {
  const { loaders } = context;
  const [registrationSlot, registrationCamp, contactDifferences] = await Promise.all([
    item.scheduleId ? loaders.schedule.load(item.scheduleId) : null,
    item.campId ? loaders.camp.load(item.campId) : null,
    contactDifferencesOf(item, loaders),
  ]);
  // Added to the picked columns, not spread into a copy: a page of 20 made 40 objects of 40 fields.
  const presented = pickColumns(item, Registration);
  presented.contactDifferences = contactDifferences;
  // Money, as GraphQL gives it: for those who may read payments, empty for lectors.
  const mayReadMoney = mayPerform(context.actor, 'payment.read');
  presented.paymentState = mayReadMoney ? item.paymentState : null;
  presented.dueHaler = mayReadMoney ? item.dueHaler : null;
  presented.receivedHaler = mayReadMoney ? item.receivedHaler : null;
  presented.discount = mayReadMoney ? discountOf(item) : null;
  presented.paymentPlan = mayReadMoney ? await registrationPlan(item, context) : null;
  presented.schedule = registrationSlot ? await presentSlotOnce(registrationSlot, context) : null;
  presented.course = registrationSlot?.course ? pickColumns(registrationSlot.course, Course) : null;
  presented.camp = registrationCamp ? pickColumns(registrationCamp, Camp) : null;
  return presented;
}

const tag = 'registrations';
const COUNT = objectOf({ count: { type: 'integer', description: 'How many registrations it concerned' } });
const IDS = objectOf({ ids: arrayOf({ type: 'integer' }) });

export const batch = (
  path: string,
  operation: RestRoute['operation'],
  summary: string,
  codes: readonly ErrorCode[],
  run: (call: RestCall, ids: number[]) => Promise<number>,
): RestRoute => ({
  method: 'post',
  path: `/registrations/batch/${path}`,
  tag,
  operation,
  summary,
  body: IDS,
  response: COUNT,
  // Refused as a whole: a cancelled registration in a payment batch, an invoiced one in a delete.
  codes: [RegistrationErrorCode.BatchSize, RegistrationErrorCode.ChangedMeanwhile, ...codes],
  handle: async (call) => ({ count: await run(call, idsOf(call.body)) }),
});

/** One value of a query parameter (a repeated one counts by its last value, as filters do). */
const single = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);

/** The file format and order of an export, from the query or the body: refused before anything is written. */
function exportShape(input: { format?: unknown; sort?: unknown; direction?: unknown }) {
  const format = single(input.format) ?? 'csv';
  if (!isExportFormat(format)) throw new AppError(RegistrationErrorCode.ExportFormat, { field: 'format' });
  const direction = single(input.direction) ?? SortDirection.asc;
  if (!isSortDirection(direction))
    throw new AppError(RegistrationErrorCode.ExportSortDirection, { field: 'direction' });
  const field = single(input.sort);
  const sort =
    field === undefined || field === '' ? null : { field: typeof field === 'string' ? field : '', direction };
  return { format, sort };
}

const EXPORT_QUERY: RestRoute['query'] = [
  { name: 'format', schema: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' } },
  { name: 'sort', schema: ref('RegistrationSortField'), description: 'Default: the newest first' },
  { name: 'direction', schema: { ...ref('SortDirection'), default: 'asc' } },
];

const EXPORT_CODES = [
  RegistrationErrorCode.ExportFormat,
  RegistrationErrorCode.ExportSortDirection,
  RegistrationErrorCode.ExportsBusy,
  RequestErrorCode.CannotSort,
];

const exportRoute: RestRoute = {
  method: 'get',
  path: '/registrations/export',
  tag,
  operation: 'registration.read',
  summary: 'Every registration the filter finds, as a CSV or XLSX file',
  description:
    'Query parameters: the format, the order of the staff grid (`sort`, `direction`) and the fields of ' +
    'RegistrationFilter, exactly as the paged search takes them; all pages, streamed. CSV: `;`-separated, UTF-8 ' +
    'with a byte order mark, Czech headers, cells that would start a formula prefixed with an apostrophe. ' +
    `At most ${MAX_RUNNING_EXPORTS} exports run at once, counted over every instance of the app: 429 beyond.`,
  query: EXPORT_QUERY,
  filterQuery: 'RegistrationFilter',
  produces: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]),
  response: { type: 'string', format: 'binary' },
  codes: EXPORT_CODES,
  handle: async ({ context: { services, actor }, query, schema }) => {
    const { format, sort } = exportShape(query);
    const filter = readFilter(schema, 'RegistrationFilter', query, ['format', 'sort', 'direction']);
    return new StreamReply(EXPORT_MEDIA_TYPES[format], exportFileName(format, pragueToday()), (out) =>
      services.registrations.exportTo(actor, filter, sort, format, out),
    );
  },
};

const selectionExportRoute: RestRoute = {
  method: 'post',
  path: '/registrations/export',
  tag,
  operation: 'registration.read',
  summary: 'The selected registrations, as a CSV or XLSX file',
  description:
    `The grid's selection by id (1 to ${REGISTRATION_SELECTION_MAX}, on any pages), in the order asked; otherwise as ` +
    '`GET /registrations/export`. Ids of registrations that no longer exist are left out.',
  body: {
    type: 'object',
    properties: {
      ids: arrayOf({ type: 'integer' }),
      format: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' },
      sort: ref('RegistrationSortField'),
      direction: { ...ref('SortDirection'), default: 'asc' },
    },
    required: ['ids'],
  },
  produces: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]),
  response: { type: 'string', format: 'binary' },
  codes: [RegistrationErrorCode.BatchSize, ...EXPORT_CODES],
  handle: async ({ context: { services, actor }, body }) => {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const { format, sort } = exportShape(input);
    // The selection is checked before the first byte, so a bad one answers 400, not a broken file.
    return new StreamReply(EXPORT_MEDIA_TYPES[format], exportFileName(format, pragueToday()), (out) =>
      services.registrations.exportTo(actor, null, sort, format, out, idsOf(body)),
    );
  },
};

const matchingRoute: RestRoute = {
  method: 'get',
  path: '/registrations/matching',
  tag,
  operation: 'registration.read',
  summary: 'Every registration the filter finds, for a bulk action on all of them',
  description:
    `Query parameters: the fields of RegistrationFilter. All pages, by id; at most ${REGISTRATION_SELECTION_MAX} ` +
    '(a narrower filter beyond).',
  filterQuery: 'RegistrationFilter',
  response: objectOf({ registrations: arrayOf(ref('RegistrationMark')) }),
  codes: [RegistrationErrorCode.SelectionTooLarge],
  handle: async ({ context: { services, actor }, query, schema }) => ({
    registrations: await services.registrations.matching(actor, readFilter(schema, 'RegistrationFilter', query, [])),
  }),
};

export const registrationRest: RestApi = {
  routes: [
    {
      method: 'put',
      path: '/registration',
      tag,
      operation: 'registration.register',
      status: 201,
      summary: 'The public registration form',
      description:
        'Tells whether the child has a place or is a replacement (náhradník). Limited per client address ' +
        '(REGISTRATION_RATE_LIMIT in 10 minutes), per e-mail address (10 an hour) and per course or camp ' +
        '(REGISTRATION_COURSE_LIMIT children for one mailbox in an hour, REGISTRATION_COURSE_CEILING from one ' +
        'address): 429 beyond. A busy address (past REGISTRATION_CHALLENGE_AFTER sends, or past ' +
        'REGISTRATION_COURSE_LIMIT children of the course) is answered 429 REGISTRATION_CHALLENGE_REQUIRED with a ' +
        'proof-of-work challenge in `params.challenge`; send again with its solution in the `Registration-Challenge` ' +
        'header (base64 of JSON { algorithm, challenge, number, salt, signature }, ALTCHA v1), each solution once. ' +
        'The same child sent again from the same e-mail address is answered like a new registration; ' +
        'no second one is made and the family is told by e-mail. ' +
        'An `Idempotency-Key` header (a UUID per filled form, sent again with each retry) makes a retry after a ' +
        'lost answer return the first registration; the same key with other content is refused (409).',
      body: ref('RegistrationInput'),
      response: ref('RegistrationReceipt'),
      codes: [
        ScheduleErrorCode.ChosenDoesNotExist,
        CampErrorCode.ChosenDoesNotExist,
        RegistrationErrorCode.Full,
        RegistrationErrorCode.ChildAgeOutsideBand,
        RegistrationErrorCode.IdempotencyKeyReused,
        RegistrationErrorCode.TooManyFromAddress,
        RegistrationErrorCode.TooManyForEmail,
        RegistrationErrorCode.TooManyForCourseFromAddress,
        RegistrationErrorCode.TooManyForCourseForEmail,
        RegistrationErrorCode.ChallengeRequired,
        RegistrationErrorCode.ChallengeInvalid,
      ],
      handle: ({ context: { services, actor, clientAddress }, body, request }) =>
        services.registrations.register(
          actor,
          body,
          clientAddress,
          request.get('idempotency-key'),
          request.get('registration-challenge'),
        ),
    },
    {
      method: 'post',
      path: '/registration/{id}',
      tag,
      operation: 'registration.write',
      summary: 'Changes a registration',
      body: ref('RegistrationUpdateInput'),
      response: ref('Registration'),
      codes: [
        RegistrationErrorCode.NotFound,
        RegistrationErrorCode.NoFreePlace,
        RegistrationErrorCode.Full,
        RegistrationErrorCode.ChangedMeanwhile,
        RegistrationErrorCode.BranchNotOfTarget,
      ],
      handle: async ({ context, params, body }) =>
        presentRegistration(await context.services.registrations.update(context.actor, idParam(params), body), context),
    },
    {
      method: 'delete',
      path: '/registrationOff/{id}',
      tag,
      operation: 'registration.cancel',
      summary: 'Cancels a registration; a paid one is refused',
      description:
        'Answers the cancelled registration. Its place is offered to the first waiting replacement (priority, then time) with a deadline, held for them meanwhile (see /waitlist-offers); never given without their yes.',
      response: ref('Registration'),
      codes: [
        RegistrationErrorCode.NotFound,
        RegistrationErrorCode.PaidCannotBeCancelled,
        RegistrationErrorCode.ChangedMeanwhile,
      ],
      handle: async ({ context, params }) =>
        presentRegistration(await context.services.registrations.cancel(context.actor, idParam(params)), context),
    },
    batch(
      'delete',
      'registration.delete',
      'Deletes registrations',
      [RegistrationErrorCode.InvoicedCannotBeDeleted],
      ({ context: { services, actor } }, ids) => services.registrations.deleteMany(actor, ids),
    ),
    // Before the generic `/registrations/{id}`, which would take "export" for an id.
    exportRoute,
    selectionExportRoute,
    matchingRoute,
    ...resourceRoutes({
      path: '/registrations',
      type: 'Registration',
      updateInput: 'RegistrationUpdateInput',
      service: (services) => services.registrations,
      present: presentRegistration,
      read: 'registration.read',
      write: 'registration.write',
      remove: 'registration.delete',
      wrapList: 'registrations',
      pageLimit: REGISTRATION_PAGE_LIMIT,
      // Each registration with its slot, camp and customer in the page's statement (registration.joined.ts).
      searchPage: async ({ services, actor, loaders }, filter, page, limit) => {
        const found = await services.registrations.searchJoined(actor, filter, page, limit, joinedRegistrations);
        return { items: primeLoaders(found.items, loaders), pagination: found.pagination };
      },
    }),
  ],
  // Each is a query per item (not batched), too costly for a list of a thousand registrations.
  graphqlOnly: { Registration: ['invoice', 'mailMessages', 'customer', 'possibleDuplicateOf'] },
  nested: {
    'Registration.schedule': SCHEDULE_SLOT,
    'Registration.course': COURSE_COLUMNS,
    'Registration.camp': columnsOnly(
      'CampColumns',
      'A camp inside a registration: its own fields, without places, branch and lector',
      Camp,
    ),
  },
};
