// Refunds at the REST door (issue 46): give one, list them, the payment-order file, transfers sent.
import { PaymentErrorCode, RefundState, RegistrationErrorCode } from '@kurzy/common';
import { pickColumns } from '../../../core/rest/present';
import { arrayOf, FileReply, idParam, objectOf, ref, type RestApi } from '../../../core/rest/route';
import { Refund } from './refund.entity';

const tag = 'payments';

export const refundRest: RestApi = {
  graphqlOnly: { Payment: ['refunds'] },
  routes: [
    {
      method: 'post',
      path: '/payments/{id}/refund',
      tag,
      operation: 'payment.write',
      status: 201,
      summary: 'Gives back money of a payment, whole or a part',
      description:
        '`amount` in haléře, at most what the payment brought minus what it gave back. Money that came by card goes ' +
        'back through the gateway (state `refunded`, or `pending` while it does not answer, asked again by a job); ' +
        'money that came by bank or in cash waits for the payment-order file (`to_transfer`) and needs the ' +
        'parent’s Czech `account`. The same `idempotencyKey` sent again answers the first refund.',
      body: ref('RefundInput'),
      response: objectOf({
        refundId: { type: 'integer' },
        state: { type: 'string', enum: Object.values(RefundState) },
      }),
      codes: [
        PaymentErrorCode.NotFound,
        PaymentErrorCode.NotRefundable,
        PaymentErrorCode.RefundTooLarge,
        PaymentErrorCode.RefundAccountRequired,
        PaymentErrorCode.RefundGatewayRefused,
        PaymentErrorCode.RefundKeyReused,
        RegistrationErrorCode.ChangedMeanwhile,
      ],
      handle: ({ context: { services, actor }, params, body }) => services.refunds.refund(actor, idParam(params), body),
    },
    {
      method: 'get',
      path: '/refunds',
      tag,
      operation: 'payment.read',
      summary: 'The refunds, newest first (at most 500); of one state when given',
      query: [{ name: 'state', schema: { type: 'string', enum: Object.values(RefundState) } }],
      response: arrayOf(ref('Refund')),
      handle: async ({ context: { services, actor }, query }) => {
        const state = Object.values(RefundState).find((value) => value === query.state) ?? null;
        return (await services.refunds.list(actor, state)).map((refund) => pickColumns(refund, Refund));
      },
    },
    {
      method: 'get',
      path: '/refunds/order',
      tag,
      operation: 'payment.read',
      summary: 'The payment-order file (ABO/KPC) of the refunds waiting for a transfer',
      description:
        'For the operator’s internet banking (ČSOB, Komerční banka, Česká spořitelna, Fio, Raiffeisenbank, UniCredit ' +
        'import ABO): one order per refund to the parent’s account, from OPERATOR_IBAN, due today. `ids` (comma ' +
        'separated) narrows it to those refunds. Reading it changes nothing; `POST /refunds/transferred` says they went.',
      query: [{ name: 'ids', schema: { type: 'string', pattern: '^[0-9]+(,[0-9]+)*$' } }],
      produces: 'text/plain',
      response: { type: 'string', format: 'binary' },
      codes: [PaymentErrorCode.NothingToTransfer, PaymentErrorCode.OperatorAccountNotCzech],
      handle: async ({ context: { services, actor }, query }) => {
        const ids = typeof query.ids === 'string' ? query.ids.split(',').map(Number).slice(0, 1000) : null;
        const file = await services.refunds.orderFile(actor, ids);
        return new FileReply('text/plain; charset=us-ascii', file.fileName, file.content);
      },
    },
    {
      method: 'post',
      path: '/refunds/transferred',
      tag,
      operation: 'payment.write',
      summary: 'The bank sent these transfers; answers how many were waiting',
      body: objectOf({ ids: arrayOf({ type: 'integer', minimum: 1 }) }),
      response: objectOf({ count: { type: 'integer' } }),
      handle: async ({ context: { services, actor }, body }) => {
        const ids = (body as { ids?: unknown } | null)?.ids;
        const wanted = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
        return { count: await services.refunds.markTransferred(actor, wanted.slice(0, 1000)) };
      },
    },
  ],
};
