// The legal texts, consents and the photo consent's withdrawal at the REST door: thin adapters
// over the legal service, as the GraphQL resolvers are.
import {
  LEGAL_TEXT_KINDS,
  LegalErrorCode,
  type LegalTextKind,
  ParentErrorCode,
  RegistrationErrorCode,
  RequestErrorCode,
} from '@kurzy/common';
import { AppError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { pickColumns, type Json } from '../../core/rest/present';
import { arrayOf, idParam, objectOf, PAGING, paging, ref, type RestApi } from '../../core/rest/route';
import { LegalText } from './legal-text.entity';

const tag = 'legal';
const kindParam = { kind: { type: 'string', enum: LEGAL_TEXT_KINDS } };

const kindOf = (params: Record<string, string>) => params.kind as LegalTextKind;

/** The version from the path: anything but a positive integer names none. */
function versionParam(params: Record<string, string>): number {
  const text = params.version ?? '';
  const version = /^\d{1,6}$/.test(text) ? Number(text) : 0;
  if (version < 1) throw new AppError(LegalErrorCode.NotFound);
  return version;
}

const presentText = (text: LegalText): Json => pickColumns(text, LegalText);

interface ParentPageJson {
  registrations: { id: number }[];
}

/** The parent's page as the REST door answers it: each registration with its consents, as GraphQL
 * resolves them (one query for the page). */
export async function withParentConsents<Page extends ParentPageJson>(
  page: Page,
  context: RequestContext,
): Promise<Page & { registrations: (Page['registrations'][number] & { consents: unknown })[] }> {
  const consents = await Promise.all(
    page.registrations.map((registration) => context.loaders.parentConsents.load(registration.id)),
  );
  return {
    ...page,
    registrations: page.registrations.map((registration, index) => ({ ...registration, consents: consents[index] })),
  };
}

export const legalRest: RestApi = {
  // A registration's consent history is a query per registration: /registrations/{id}/consents.
  graphqlOnly: { Registration: ['consents'] },
  routes: [
    {
      method: 'get',
      path: '/legal/{kind}',
      tag,
      operation: 'legal.read',
      summary: 'A legal text in force: conditions (/conditions), gdpr (/gdpr) or photo (/agreementPhoto)',
      pathParams: kindParam,
      response: ref('LegalText'),
      codes: [LegalErrorCode.NotFound],
      handle: async ({ context: { services, actor }, params }) =>
        presentText(await services.legal.text(actor, kindOf(params))),
    },
    {
      method: 'get',
      path: '/legal/{kind}/versions',
      tag,
      operation: 'legal.read',
      summary: 'Every version of a legal text, newest first',
      pathParams: kindParam,
      response: arrayOf(ref('LegalText')),
      codes: [LegalErrorCode.NotFound],
      handle: async ({ context: { services, actor }, params }) =>
        (await services.legal.versions(actor, kindOf(params))).map(presentText),
    },
    {
      method: 'get',
      path: '/legal/{kind}/versions/{version}',
      tag,
      operation: 'legal.read',
      summary: 'One version of a legal text: older versions stay readable, unchanged',
      pathParams: { ...kindParam, version: { type: 'integer', minimum: 1 } },
      response: ref('LegalText'),
      codes: [LegalErrorCode.NotFound],
      handle: async ({ context: { services, actor }, params }) =>
        presentText(await services.legal.text(actor, kindOf(params), versionParam(params))),
    },
    {
      method: 'post',
      path: '/legal/{kind}',
      tag,
      operation: 'legal.write',
      status: 201,
      summary: 'Publishes the next version of a legal text, in force from now; earlier versions never change',
      description:
        '`baseVersion` is the version the text was edited from: when a newer one was published meanwhile the ' +
        'answer is 409 LEGAL_TEXT_CHANGED. The same text as the version in force is 400 LEGAL_TEXT_UNCHANGED.',
      pathParams: kindParam,
      body: ref('LegalTextInput'),
      response: ref('LegalText'),
      codes: [LegalErrorCode.NotFound, LegalErrorCode.ChangedMeanwhile, LegalErrorCode.Unchanged],
      handle: async ({ context: { services, actor }, params, body }) =>
        presentText(await services.legal.publish(actor, kindOf(params), body)),
    },
    {
      method: 'post',
      path: '/parents/photo-consent/withdraw',
      tag: 'parents',
      operation: 'parent.consent',
      summary: 'Withdraws the photo consent of a registration on the parent’s own page',
      description:
        'The token is that of the personal link. The withdrawal is recorded once: withdrawing again changes ' +
        'nothing. A link that does not work, or a registration that is not the family’s, answers 404 ' +
        'PARENT_LINK_INVALID and changes nothing. Answers the photo consent as it now stands (null if it was never given).',
      body: objectOf({ token: { type: 'string' }, registrationId: { type: 'integer' } }),
      response: { oneOf: [ref('ParentConsent'), { type: 'null' }] },
      codes: [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests],
      handle: ({ context: { services, clientAddress }, body }) => {
        const { token, registrationId } = (body ?? {}) as { token?: unknown; registrationId?: unknown };
        return services.legal.withdrawPhotoConsent(
          typeof token === 'string' ? token : '',
          clientAddress,
          typeof registrationId === 'number' ? registrationId : 0,
        );
      },
    },
    {
      method: 'get',
      path: '/registrations/{id}/consents',
      tag: 'registrations',
      operation: 'consent.read',
      summary:
        'The consent history of a registration: given and withdrawn, with the version of each text and the source',
      response: arrayOf(ref('ConsentRecord')),
      codes: [RegistrationErrorCode.NotFound],
      handle: ({ context: { services, actor }, params }) => services.legal.history(actor, idParam(params)),
    },
    {
      method: 'get',
      path: '/photo-refusals',
      tag: 'registrations',
      operation: 'consent.read',
      summary: 'Active registrations without a photo consent: children whose pictures are not to be published',
      query: PAGING,
      response: ref('PhotoRefusalPage'),
      handle: ({ context: { services, actor }, query }) => services.legal.withoutPhotoConsent(actor, ...paging(query)),
    },
  ],
};
