// Card payments at the REST door (issue 46): the parent's "Zaplatit kartou", the return page's state,
// and the gateway's notification, which comes form-encoded and wants a form-encoded answer.
import { ParentErrorCode, PaymentErrorCode, RequestErrorCode } from '@kurzy/common';
import { FileReply, objectOf, type RestApi } from '../../../core/rest/route';
import { readLimited } from '../../uploads/upload.incoming';
import { PARENT_PRIVATE_HEADERS } from '../../parents/parent.rest';

const tag = 'payments';
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | null)?.[name];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A notification is a handful of short fields. */
const NOTIFICATION_MAX_BYTES = 16 * 1024;

export const cardPaymentRest: RestApi = {
  // Resolved per item by GraphQL (card-payment.resolver.ts); the REST answers leave them out.
  graphqlOnly: { RegistrationReceipt: ['cardPaymentKey'], ParentRegistration: ['cardPayment'] },
  routes: [
    {
      method: 'post',
      path: '/parents/card-payment',
      tag: 'parents',
      operation: 'parent.act',
      summary: '“Zaplatit kartou”: a card payment of what a registration still owes; answers the gateway’s page',
      description:
        'With the family’s personal link (`token`) or the thank-you page’s key (`payKey`, the receipt’s ' +
        '`cardPaymentKey`). A registration that is not the family’s answers as a dead link. The parent comes back ' +
        'to `/platba-kartou/<id>`, which shows what the gateway says.',
      body: {
        type: 'object',
        properties: {
          token: { type: 'string', maxLength: 200 },
          payKey: { type: 'string', maxLength: 100 },
          registrationId: { type: 'integer', minimum: 1 },
        },
        required: ['registrationId'],
      },
      response: objectOf({ redirect: { type: 'string' } }),
      headers: PARENT_PRIVATE_HEADERS,
      codes: [
        ParentErrorCode.LinkInvalid,
        RequestErrorCode.TooManyRequests,
        PaymentErrorCode.CardUnavailable,
        PaymentErrorCode.CardNothingToPay,
        PaymentErrorCode.CardGatewayFailed,
      ],
      handle: ({ context: { services, clientAddress }, body }) => {
        const id = field(body, 'registrationId');
        return services.cardPayments.start(
          { token: text(field(body, 'token')), payKey: text(field(body, 'payKey')) },
          typeof id === 'number' ? id : 0,
          clientAddress,
        );
      },
    },
    {
      method: 'get',
      path: '/parents/card-payment/{id}',
      tag: 'parents',
      operation: 'parent.read',
      summary: 'The state of a card payment by the id of the parent’s return address',
      pathParams: { id: { type: 'string', maxLength: 32 } },
      response: objectOf({
        state: { type: 'string', enum: ['pending', 'paid', 'cancelled', 'mismatched', 'expired'] },
        amountHaler: { type: 'integer' },
        variableSymbol: { type: 'string' },
      }),
      headers: PARENT_PRIVATE_HEADERS,
      codes: [PaymentErrorCode.CardNotFound],
      handle: ({ context: { services }, params }) => services.cardPayments.view(params.id ?? ''),
    },
    {
      method: 'post',
      path: '/payments/comgate',
      tag,
      operation: 'parent.act',
      summary: 'Comgate’s notification of a payment (form-encoded, as Comgate sends it)',
      description:
        'Set in the Comgate portal. Without Comgate’s merchant and secret it is refused (403) and changes nothing. ' +
        'Otherwise the payment it names is asked of Comgate (`/v1.0/status`), and recorded paid once, only for ' +
        'the amount and currency created; the answer is `code=0&message=OK`.',
      produces: 'application/x-www-form-urlencoded',
      response: { type: 'string' },
      codes: [PaymentErrorCode.CardNotificationRefused],
      handle: async ({ context: { services }, request }) => {
        const fields = new URLSearchParams((await readLimited(request, NOTIFICATION_MAX_BYTES)).toString('utf8'));
        const answer = await services.cardPayments.notified(fields);
        return new FileReply('application/x-www-form-urlencoded; charset=utf-8', 'answer.txt', Buffer.from(answer));
      },
    },
  ],
};
