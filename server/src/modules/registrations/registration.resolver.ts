import { CONTACT_FIELDS, REGISTRATION_PAGE_LIMIT, REGISTRATION_SELECTION_MAX } from '@kurzy/common';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PagedUpTo } from '../../core/graphql-cost';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { PageType } from '../../core/pagination';
import { requestedFields } from '../../core/requested-fields';
import { Camp } from '../camps/camp.entity';
import { Course } from '../courses/course.entity';
import { Customer } from '../customers/customer.entity';
import { Schedule } from '../schedules/schedule.entity';
import { contactDifferencesOf } from './registration.contact';
import { Registration } from './registration.entity';
import {
  RegistrationFilter,
  RegistrationInput,
  RegistrationSort,
  RegistrationUpdateInput,
} from './registration.inputs';
import { RegistrationMark, RegistrationReceipt } from './registration.types';

const RegistrationPage = PageType(Registration, 'Registration');

@Resolver(() => Registration)
export class RegistrationResolver {
  @Mutation(() => RegistrationReceipt, {
    description: 'The public registration form; tells whether the child has a place or is a replacement',
  })
  @Performs('registration.register')
  register(
    @Arg('input', () => RegistrationInput, { description: 'The filled form' }) input: RegistrationInput,
    @Ctx() { services, actor, clientAddress }: RequestContext,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A UUID the client makes for one filled form and sends again with every retry: a retry after a lost answer gets the first registration back; the same key with other content is refused (409)',
    })
    idempotencyKey?: string | null,
    @Arg('challenge', () => String, {
      nullable: true,
      description:
        'When the client address is busy the form is refused with REGISTRATION_CHALLENGE_REQUIRED and a proof-of-work challenge in `extensions.params.challenge` (ALTCHA v1: find the number up to maxNumber whose SHA-256 of salt + number is `challenge`); send again with the solution: base64 of JSON { algorithm, challenge, number, salt, signature }. Each solution is taken once',
    })
    challenge?: string | null,
  ) {
    return services.registrations.register(actor, input, clientAddress, idempotencyKey, challenge);
  }

  @Query(() => [Registration], {
    description:
      'Registrations matching the filter (every page). Staff: an administrator reads every registration, a lector those of their own slots and camps',
  })
  registrations(
    @Arg('filter', () => RegistrationFilter, {
      nullable: true,
      description: 'Only the registrations matching every field given; empty values are ignored',
    })
    filter: RegistrationFilter | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.list(actor, filter);
  }

  @Query(() => Registration, {
    description:
      'One registration by its id. Staff: an administrator reads every registration, a lector those of their own slots and camps',
  })
  registration(
    @Arg('id', () => Int, { description: "The registration's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.get(actor, id);
  }

  @Query(() => RegistrationPage, {
    description:
      'A page of the staff registrations grid. Staff: an administrator reads every registration, a lector those of their own slots and camps',
  })
  @PagedUpTo(REGISTRATION_PAGE_LIMIT)
  searchRegistrations(
    @Arg('filter', () => RegistrationFilter, {
      nullable: true,
      description: 'Only the registrations matching every field given; empty values are ignored',
    })
    filter: RegistrationFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' }) page: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      description: "Rows on a page; 20 unless given, capped by the grid's page limit",
    })
    limit: number | null,
    @Arg('sort', () => RegistrationSort, { nullable: true, description: 'The order; newest first when not given' })
    sort: RegistrationSort | null,
    @Ctx() { services, actor }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.registrations.search(actor, filter, page, limit, sort, requestedFields(info, 'items'));
  }

  @Mutation(() => Registration, { description: "Changes a registration's details (administrators)" })
  @Performs('registration.write')
  updateRegistration(
    @Arg('id', () => Int, { description: "The registration's id" }) id: number,
    @Arg('input', () => RegistrationUpdateInput, { description: 'Its new values' }) input: RegistrationUpdateInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.update(actor, id, input);
  }

  @Mutation(() => Registration, {
    description:
      'Cancels; a paid registration is refused. The place is offered to the first waiting replacement with a deadline (waitlistOffers).',
  })
  @Performs('registration.cancel')
  cancelRegistration(
    @Arg('id', () => Int, { description: "The registration's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.cancel(actor, id);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a registration and what belongs to it (administrators); true when it is gone',
  })
  @Performs('registration.delete')
  deleteRegistration(
    @Arg('id', () => Int, { description: "The registration's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.delete(actor, id);
  }

  @Mutation(() => Int, { description: 'Returns how many were deleted' })
  @Performs('registration.delete')
  deleteRegistrations(
    @Arg('ids', () => [Int], { description: "The registrations' ids" }) ids: number[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.deleteMany(actor, ids);
  }

  @Query(() => [RegistrationMark], {
    description: `Every registration the filter matches (all pages), for a bulk action on all of them; at most ${REGISTRATION_SELECTION_MAX}, a narrower filter beyond`,
  })
  matchingRegistrations(
    @Arg('filter', () => RegistrationFilter, {
      nullable: true,
      description: 'Only the registrations matching every field given; empty values are ignored',
    })
    filter: RegistrationFilter | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.matching(actor, filter);
  }

  @FieldResolver(() => Schedule, { nullable: true, description: 'The course slot; empty for a camp' })
  schedule(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return registration.scheduleId ? loaders.schedule.load(registration.scheduleId) : null;
  }

  @FieldResolver(() => Course, { nullable: true, description: 'Through the schedule slot' })
  async course(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return registration.scheduleId ? ((await loaders.schedule.load(registration.scheduleId))?.course ?? null) : null;
  }

  @FieldResolver(() => Camp, { nullable: true, description: 'The camp; empty for a course' })
  camp(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return registration.campId ? loaders.camp.load(registration.campId) : null;
  }

  @FieldResolver(() => Customer, {
    nullable: true,
    description: 'The parent, found by e-mail; a registration creates the record but never changes it',
  })
  customer(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return loaders.customer.load(registration.customerId);
  }

  @FieldResolver(() => [String], {
    description: `The contact details this registration was sent with that differ from its customer record (${CONTACT_FIELDS.join(', ')}); letter case, spacing and the way a phone number is written do not count`,
  })
  contactDifferences(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return contactDifferencesOf(registration, loaders);
  }

  @FieldResolver(() => Registration, {
    nullable: true,
    description: 'The earlier registration of the same child from another e-mail address (see possibleDuplicateOfId)',
  })
  possibleDuplicateOf(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return registration.possibleDuplicateOfId ? loaders.registration.load(registration.possibleDuplicateOfId) : null;
  }
}
