import { ParentErrorCode, RequestErrorCode } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { objectOf, ref, type RestApi } from '../../core/rest/route';

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
  ],
};
