import { FormattedMessage } from 'react-intl';
import { TextField } from './fields';

/** How many children a course or camp takes, and how many with replacements: part of a form row. */
export function PlacesFields() {
  return (
    <>
      <TextField name="capacity" type="number" label={<FormattedMessage id="admin.field.capacity" />} required />
      <TextField name="maxCapacity" type="number" label={<FormattedMessage id="admin.field.maxCapacity" />} required />
    </>
  );
}
