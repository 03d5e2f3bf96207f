import { CampErrorCode, ParentErrorCode, RegistrationErrorCode, RequestErrorCode } from '@kurzy/common';
import type { RequestContext } from '../../../core/request-context';
import { FileReply, idParam, objectOf, ref, type RestApi } from '../../../core/rest/route';
// The headers of every answer to a personal link (parent.rest.ts says why).
import { PRIVATE_ANSWER_HEADERS as PARENT_PRIVATE_HEADERS } from '../../../core/security-headers';
import type { SignedDeclaration } from './camp-declaration.service';
import { DECLARATION_PDF_PATH } from './camp-paperwork.service';

const presented = (signed: SignedDeclaration) => ({ ...signed, pdfPath: DECLARATION_PDF_PATH });
const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A family's page answer with each camp registration's paperwork, as GraphQL resolves it. */
export async function withCampPaperwork<Page extends { registrations: { id: number }[] }>(
  page: Page,
  context: RequestContext,
): Promise<Page> {
  const paperwork = await Promise.all(
    page.registrations.map((registration) => context.loaders.parentCampPaperwork.load(registration.id)),
  );
  return {
    ...page,
    registrations: page.registrations.map((registration, index) => ({
      ...registration,
      campPaperwork: paperwork[index],
    })),
  };
}

export const campPaperworkRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/parents/camp-pickup',
      tag: 'parents',
      operation: 'parent.act',
      summary: 'Gives or changes who may collect the child from a camp: persons, or „jen rodiče“',
      description:
        'Body: `token`, `registrationId`, and `pickupPersons: [{ name, relation, phone }]` (at least one) or ' +
        '`pickupParentsOnly: true`, optionally `leavesAlone: { from: "HH:mm" }`. A registration that is not the ' +
        'family’s, or a course’s, answers 404 PARENT_LINK_INVALID as a dead link does.',
      body: objectOf({
        token: { type: 'string', maxLength: 200 },
        registrationId: { type: 'integer', minimum: 1 },
        pickupPersons: { type: 'array', items: ref('PickupPersonInput') },
        pickupParentsOnly: { type: 'boolean' },
        leavesAlone: ref('LeavesAloneInput'),
      }),
      response: ref('ParentCampPaperwork'),
      codes: [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests],
      handle: ({ context: { services, clientAddress }, body }) => {
        const { token, registrationId, ...input } = (body ?? {}) as Record<string, unknown>;
        return services.campPaperwork.setPickup(text(token), clientAddress, id(registrationId), input);
      },
    },
    {
      method: 'post',
      path: '/parents/camp-declaration',
      tag: 'parents',
      operation: 'parent.act',
      status: 201,
      summary: 'Signs „prohlášení o bezinfekčnosti“ of a camp registration: the full name typed, the text confirmed',
      description:
        'Body: `token`, `registrationId`, `signerName` (the full name), `confirm: true`, optionally `version` (the ' +
        'version of the text read, `GET /legal/campDeclaration`; a newer one in force is 409 ' +
        'CAMP_DECLARATION_TEXT_CHANGED). Signable from 00:00 Prague time on the day before the camp’s first day ' +
        '(409 CAMP_DECLARATION_TOO_EARLY before, naming that day) to the end of its last day (409 ' +
        'CAMP_DECLARATION_CLOSED after). Kept with the version, the moment, a hash of the client address and the ' +
        'user agent; signing again answers the declaration already signed. Its PDF copy: ' +
        '`POST /parents/camp-declaration/pdf`.',
      body: objectOf({
        token: { type: 'string', maxLength: 200 },
        registrationId: { type: 'integer', minimum: 1 },
        signerName: { type: 'string' },
        confirm: { type: 'boolean', const: true },
        version: { type: 'integer', minimum: 1 },
      }),
      response: ref('CampDeclarationSigned'),
      codes: [
        ...LINK_CODES,
        CampErrorCode.DeclarationTooEarly,
        CampErrorCode.DeclarationClosed,
        CampErrorCode.DeclarationNotRequired,
        CampErrorCode.DeclarationTextChanged,
        CampErrorCode.DeclarationNoPlace,
      ],
      handle: async ({ context: { services, clientAddress, userAgent }, body }) => {
        const { token, registrationId, ...input } = (body ?? {}) as Record<string, unknown>;
        return presented(
          await services.campDeclarations.sign(text(token), clientAddress, userAgent, id(registrationId), input),
        );
      },
    },
    {
      method: 'post',
      path: '/parents/camp-declaration/pdf',
      tag: 'parents',
      operation: 'parent.read',
      summary: 'The family’s PDF copy of a signed health declaration: the text, the name, the moment',
      description:
        'The token in the body (a URL ends up in logs and caches). A link that does not work, a registration of ' +
        'another family, or one without a signed declaration answers 404 PARENT_LINK_INVALID alike.',
      body: objectOf({ token: { type: 'string' }, registrationId: { type: 'integer' } }),
      response: { type: 'string', contentMediaType: 'application/pdf' },
      produces: 'application/pdf',
      headers: PARENT_PRIVATE_HEADERS,
      codes: LINK_CODES,
      handle: async ({ context: { services, clientAddress }, body }) => {
        const { token, registrationId } = (body ?? {}) as Record<string, unknown>;
        const { filename, content } = await services.campDeclarations.pdf(
          text(token),
          clientAddress,
          id(registrationId),
        );
        return new FileReply('application/pdf', filename, content);
      },
    },
    {
      method: 'post',
      path: '/registrations/{id}/camp-declaration/paper',
      tag: 'registrations',
      operation: 'paperwork.record',
      summary: 'Records a paper copy of the health declaration handed in (staff of that camp)',
      description: 'Body: `signerName`. A declaration signed already stays and is answered.',
      body: objectOf({ signerName: { type: 'string' } }),
      response: ref('CampDeclarationSigned'),
      codes: [RegistrationErrorCode.NotFound, CampErrorCode.NotFound],
      handle: async ({ context: { services, actor }, params, body }) =>
        presented(await services.campDeclarations.recordPaper(actor, idParam(params), body)),
    },
  ],
};
