import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';

/** The label of each contact field the server compares with the customer record. */
export const CONTACT_FIELD_LABELS: Record<string, MessageId> = {
  parentFirstName: 'admin.registrations.parentFirstName',
  parentLastName: 'admin.registrations.parentLastName',
  phone: 'admin.field.phone',
};

export const contactFieldLabel = (intl: IntlShape, field: string) =>
  CONTACT_FIELD_LABELS[field] ? intl.formatMessage({ id: CONTACT_FIELD_LABELS[field] }) : field;

/** Short notes for the grid and the CSV: where the contact details differ from the customer record,
 * and the registration this one may duplicate. */
export function registrationChecks(
  intl: IntlShape,
  row: Pick<AdminRegistrationRowFragment, 'contactDifferences' | 'possibleDuplicateOf'>,
): string[] {
  const notes: string[] = [];
  if (row.contactDifferences.length > 0) {
    const fields = row.contactDifferences.map((field) => contactFieldLabel(intl, field)).join(', ');
    notes.push(intl.formatMessage({ id: 'admin.registrations.contactDiffers' }, { fields }));
  }
  if (row.possibleDuplicateOf) {
    notes.push(
      intl.formatMessage(
        { id: 'admin.registrations.possibleDuplicate' },
        { vs: row.possibleDuplicateOf.variableSymbol },
      ),
    );
  }
  return notes;
}
