import { PICKUP_PERSONS_MAX } from '@kurzy/common';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/form/form.module.css';
import { TextField } from '../../ui/form/TextField';
import styles from './registration.module.css';
import { EMPTY_PICKUP_PERSON, type RegistrationFormValues } from './registrationValues';

/** What a camp's registration adds (issue 48): who may collect the child (persons, or „jen rodiče“,
 * one of them required), „odchází sám“ with a time, health notes and medication, and the insurer. */
export function CampPaperworkFields() {
  const intl = useIntl();
  const { values, errors, setFieldValue } = useFormikContext<RegistrationFormValues>();
  const choiceError = typeof errors.pickupPersons === 'string' ? errors.pickupPersons : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="registration.pickup" />
      </legend>
      <div
        id="field-pickupPersons"
        tabIndex={-1}
        role="radiogroup"
        aria-label={intl.formatMessage({ id: 'registration.pickupChoice' })}
        aria-invalid={choiceError ? true : undefined}
        aria-describedby={choiceError ? 'field-pickupPersons-error' : undefined}
        className={styles.types}
      >
        {(['parents', 'persons'] as const).map((choice) => (
          <label key={choice} className={`${formStyles.control} ${formStyles.inline}`}>
            <input
              type="radio"
              name="pickupChoice"
              value={choice}
              checked={values.pickupChoice === choice}
              onChange={() => {
                void setFieldValue('pickupChoice', choice);
                if (choice === 'persons' && values.pickupPersons.length === 0)
                  void setFieldValue('pickupPersons', [EMPTY_PICKUP_PERSON]);
              }}
            />
            <FormattedMessage
              id={choice === 'parents' ? 'registration.pickupParentsOnly' : 'registration.pickupOthers'}
            />
          </label>
        ))}
      </div>
      {choiceError && (
        <p id="field-pickupPersons-error" className={formStyles.error} role="alert">
          {choiceError}
        </p>
      )}
      {values.pickupChoice === 'persons' &&
        values.pickupPersons.map((_, index) => (
          <div key={index} className={styles.row}>
            <TextField
              name={`pickupPersons.${index}.name`}
              required
              autoComplete="off"
              label={<FormattedMessage id="registration.pickupName" />}
            />
            <TextField
              name={`pickupPersons.${index}.relation`}
              required
              label={<FormattedMessage id="registration.pickupRelation" />}
            />
            <TextField
              name={`pickupPersons.${index}.phone`}
              type="tel"
              required
              label={<FormattedMessage id="registration.pickupPhone" />}
            />
            {values.pickupPersons.length > 1 && (
              <Button
                variant="outlined"
                onClick={() =>
                  void setFieldValue(
                    'pickupPersons',
                    values.pickupPersons.filter((__, other) => other !== index),
                  )
                }
                text={<FormattedMessage id="registration.pickupRemove" />}
              />
            )}
          </div>
        ))}
      {values.pickupChoice === 'persons' && values.pickupPersons.length < PICKUP_PERSONS_MAX && (
        <Button
          variant="outlined"
          onClick={() => void setFieldValue('pickupPersons', [...values.pickupPersons, EMPTY_PICKUP_PERSON])}
          text={<FormattedMessage id="registration.pickupAdd" />}
        />
      )}
      <label className={`${formStyles.control} ${formStyles.inline}`}>
        <input
          type="checkbox"
          checked={values.leavesAlone}
          onChange={(event) => void setFieldValue('leavesAlone', event.target.checked)}
        />
        <FormattedMessage id="registration.leavesAlone" />
      </label>
      {values.leavesAlone && (
        <TextField
          name="leavesAloneFrom"
          required
          label={<FormattedMessage id="registration.leavesAloneFrom" />}
          helper={<FormattedMessage id="registration.leavesAloneHint" />}
        />
      )}
      <TextField
        name="healthNotes"
        multiline
        label={<FormattedMessage id="registration.healthNotes" />}
        helper={<FormattedMessage id="registration.healthNotesHint" />}
      />
      <TextField name="insurer" label={<FormattedMessage id="registration.insurer" />} />
    </fieldset>
  );
}
