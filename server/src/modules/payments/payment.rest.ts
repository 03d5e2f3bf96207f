// The payments at the REST door: the statement import (multipart), the grid's search, pairing,
// cash, and the spec's batch pay and unpay of registrations (their paths stay under /registrations).
import { PaymentErrorCode, RegistrationErrorCode, STATEMENT_MAX_BYTES, UploadErrorCode } from '@kurzy/common';
import { AppError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import { arrayOf, idParam, objectOf, ref, type RestApi, type RestRoute } from '../../core/rest/route';
import { multipartFiles } from '../uploads/upload.multipart';
import { readLimited } from '../uploads/upload.incoming';
import { batch, presentRegistration } from '../registrations/registration.rest';
import { Payment, PaymentAllocation } from './payment.entity';

const tag = 'payments';

export async function presentPayment(payment: Payment, context: RequestContext): Promise<Json> {
  const allocations = await context.loaders.paymentAllocations.load(payment.id);
  return {
    ...pickColumns(payment, Payment),
    allocations: allocations.map((allocation) => pickColumns(allocation, PaymentAllocation)),
  };
}

const PAIRING_CODES = [
  PaymentErrorCode.NotFound,
  PaymentErrorCode.NotPairable,
  PaymentErrorCode.AllocationTooLarge,
  PaymentErrorCode.RegistrationCancelled,
  RegistrationErrorCode.NotFound,
  RegistrationErrorCode.ChangedMeanwhile,
];

const importRoute: RestRoute = {
  method: 'post',
  path: '/payments/import',
  tag,
  operation: 'payment.write',
  summary: 'Imports a bank statement',
  description:
    'multipart/form-data with the file in the field `file`: ABO/GPC, camt.053, a Fio CSV export or Fio API JSON, ' +
    `recognised from the content, at most ${STATEMENT_MAX_BYTES / 1024 / 1024} MB. Each movement is recorded once ` +
    '(an overlapping or repeated statement pairs nothing twice); incoming CZK credits pay the registration of their ' +
    'variable symbol. One transaction: a broken file changes nothing and the answer names its line.',
  multipart: true,
  response: ref('ImportSummary'),
  codes: [
    PaymentErrorCode.StatementUnknownFormat,
    PaymentErrorCode.StatementMalformed,
    PaymentErrorCode.StatementTooLarge,
    PaymentErrorCode.StatementEmpty,
    UploadErrorCode.FileTooLarge,
    UploadErrorCode.Malformed,
    RegistrationErrorCode.ChangedMeanwhile,
  ],
  handle: async ({ context: { services, actor }, request }) => {
    const incoming = multipartFiles(request, {
      ...services.pictures.limits,
      maxFiles: 1,
      maxFileBytes: STATEMENT_MAX_BYTES,
    });
    try {
      for await (const file of incoming.files) {
        const content = await readLimited(file.stream, STATEMENT_MAX_BYTES);
        incoming.discard();
        return await services.statements.importFile(actor, content, file.filename ?? null);
      }
      throw new AppError(UploadErrorCode.Malformed);
    } catch (error) {
      incoming.discard();
      throw error;
    }
  },
};

export const paymentRest: RestApi = {
  // Each a query per item, asked where they are shown (the payments screen, the registration dialog).
  graphqlOnly: {
    Registration: ['payments', 'paymentHistory'],
    Payment: ['suggestions', 'history'],
    PaymentAllocation: ['registration'],
  },
  routes: [
    importRoute,
    {
      method: 'post',
      path: '/payments/cash',
      tag,
      operation: 'payment.write',
      status: 201,
      summary: 'Records cash taken for a registration, with its receipt number',
      body: ref('CashPaymentInput'),
      response: ref('Payment'),
      codes: [PaymentErrorCode.RegistrationCancelled, RegistrationErrorCode.NotFound],
      handle: async ({ context, body }) =>
        presentPayment(await context.services.payments.recordCash(context.actor, body), context),
    },
    {
      method: 'post',
      path: '/payments/{id}/assign',
      tag,
      operation: 'payment.write',
      summary: 'Pairs a payment (or what is left of it) with registrations: one, or split across siblings',
      body: objectOf({ parts: arrayOf(ref('AllocationPartInput')) }),
      response: ref('Payment'),
      codes: PAIRING_CODES,
      handle: async ({ context, params, body }) =>
        presentPayment(await context.services.payments.assign(context.actor, idParam(params), body), context),
    },
    {
      method: 'post',
      path: '/payments/allocations/{id}/unpair',
      tag,
      operation: 'payment.write',
      summary: 'Undoes one pairing of a payment with a registration; it stays in the history',
      response: ref('Payment'),
      codes: [PaymentErrorCode.AllocationNotFound, RegistrationErrorCode.ChangedMeanwhile],
      handle: async ({ context, params }) =>
        presentPayment(await context.services.payments.unpair(context.actor, idParam(params)), context),
    },
    ...resourceRoutes({
      path: '/payments',
      type: 'Payment',
      service: (services) => services.payments,
      present: presentPayment,
      read: 'payment.read',
      write: 'payment.write',
    }).filter((route) => (route.method === 'get' ? route.path.endsWith('{id}') : route.path.endsWith('/search'))),
    batch(
      'payed',
      'registration.pay',
      'Marks registrations as paid: a manual payment of what is still due for each',
      [RegistrationErrorCode.CancelledPaymentLocked],
      ({ context: { services, actor } }, ids) => services.payments.markPaid(actor, ids),
    ),
    batch(
      'unpayed',
      'registration.pay',
      'Marks registrations as unpaid: their payments are unpaired (bank and cash money stays, unmatched)',
      [RegistrationErrorCode.CancelledPaymentLocked],
      ({ context: { services, actor } }, ids) => services.payments.markUnpaid(actor, ids),
    ),
    {
      method: 'post',
      path: '/registration/{id}/payed',
      tag: 'registrations',
      operation: 'registration.pay',
      summary: 'Marks a registration as paid; a cancelled one is refused',
      response: ref('Registration'),
      codes: [
        RegistrationErrorCode.NotFound,
        RegistrationErrorCode.CancelledPaymentLocked,
        RegistrationErrorCode.ChangedMeanwhile,
      ],
      handle: async ({ context, params }) =>
        presentRegistration(await context.services.payments.markOnePaid(context.actor, idParam(params)), context),
    },
  ],
};
