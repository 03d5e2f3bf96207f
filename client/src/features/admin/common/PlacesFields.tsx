import { FormattedMessage } from 'react-intl';
import { TextField } from './fields';

/** How many children a course or camp takes, how many with replacements, and how long a replacement
 * offered a freed place has to accept it: part of a form row. */
export function PlacesFields() {
  return (
    <>
      <TextField name="capacity" type="number" label={<FormattedMessage id="admin.field.capacity" />} required />
      <TextField name="maxCapacity" type="number" label={<FormattedMessage id="admin.field.maxCapacity" />} required />
      <TextField
        name="offerHours"
        type="number"
        label={<FormattedMessage id="admin.field.offerHours" />}
        helper={<FormattedMessage id="admin.field.offerHoursHelp" />}
        required
      />
    </>
  );
}
