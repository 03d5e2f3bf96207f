// Where the overview's click-throughs land: the grids filtered by their own address parameters.
import { ADMIN_PATHS } from '../../../routes/admin';
import { EMPTY_PAYMENT_FILTER, writePaymentFilter } from '../payments';
import { EMPTY_FILTER, type FilterState, writeFilter } from '../registrations';

const registrations = (filter: Partial<FilterState>) =>
  `${ADMIN_PATHS.registrations}?${writeFilter(new URLSearchParams(), { ...EMPTY_FILTER, ...filter })}`;

/** A course slot's registrations holding or waiting for a place. The grid filters by course, not by
 * slot: the course and the slot's branch narrow it to the slot (a course meets once per branch). */
export const slotLink = (courseId: number, branchId: number | null) =>
  registrations({ courseId: String(courseId), branchId: branchId ? String(branchId) : '', cancelled: 'false' });

export const campLink = (campId: number) => registrations({ campId: String(campId), cancelled: 'false' });

export const courseLink = (courseId: number) => registrations({ courseId: String(courseId), cancelled: 'false' });

/** One registration, by its variable symbol (the grid's search finds it). */
export const registrationLink = (variableSymbol: string) => registrations({ text: variableSymbol });

/** The open waiting-list offers. */
export const openOffersLink = () => registrations({ offerState: 'offered' });

export const unmatchedPaymentsLink = () =>
  `${ADMIN_PATHS.payments}?${writePaymentFilter(new URLSearchParams(), { ...EMPTY_PAYMENT_FILTER, state: 'unmatched' })}`;

export const requestsLink = () => ADMIN_PATHS.requests;
