import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';
import { useEnumLabels } from './choices';
import { SelectField } from './fields';

/** What kind of activity a course or camp is, and for which age: one row of the form. */
export function ActivityFields() {
  const labels = useEnumLabels();
  return (
    <div className={styles.formRow}>
      <SelectField
        name="type"
        label={<FormattedMessage id="admin.field.type" />}
        options={labels.typeOptions}
        required
      />
      <SelectField
        name="category"
        label={<FormattedMessage id="admin.field.category" />}
        options={labels.categoryOptions}
        required
      />
    </div>
  );
}
