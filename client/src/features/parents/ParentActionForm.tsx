import { Form, Formik, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObject, ObjectSchema } from 'yup';
import { fieldErrorsOf, refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import styles from './parents.module.css';
import { fieldProblems } from '../offerings/problemTexts';
import { familyRefusal } from './familyProblems';

/** An action of the parent's page unfolded in place (no dialog: at 375 px a panel in the card reads
 * better): its question or fields, a confirming button and "Zpět". Field messages (the schema's and
 * the server's, in the page's language) land on their fields; any other refusal is said above the buttons. Focus moves into the panel
 * when it opens and back to the button that opened it when it closes (`onClose`). */
export function ParentActionForm<Values extends FormikValues>(props: {
  heading: ReactNode;
  children?: ReactNode;
  initialValues: Values;
  schema?: ObjectSchema<AnyObject>;
  submitText: ReactNode;
  danger?: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Into the first field; a bare question (a cancellation) gets the focus on its words, never on the
  // confirming button, so a stray Enter confirms nothing.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('textarea, input, [data-heading]')?.focus();
  }, []);
  return (
    <div
      ref={panel}
      className={styles.actionPanel}
      role="group"
      aria-label={typeof props.heading === 'string' ? props.heading : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose();
      }}
    >
      <p className={styles.actionHeading} data-heading="" tabIndex={-1}>
        {props.heading}
      </p>
      <Formik
        initialValues={props.initialValues}
        // common's schema as Formik runs it, its Czech messages in the page's language (issue 49).
        validate={async (values) => {
          if (!props.schema) return {};
          try {
            await validateYupSchema(values, props.schema);
            return {};
          } catch (error) {
            return fieldProblems(intl, yupToFormErrors(error));
          }
        }}
        onSubmit={async (values, helpers) => {
          setRefusal(null);
          try {
            await props.onSubmit(values);
          } catch (error) {
            const fields = fieldErrorsOf(error);
            if (Object.keys(fields).length > 0) helpers.setErrors(fieldProblems(intl, fields) as never);
            const found = refusalOf(error);
            setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.actionFailed' }));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.actionForm}>
            {props.children}
            {refusal && (
              <Callout intent="danger" role="alert">
                {refusal}
              </Callout>
            )}
            <div className={styles.actionButtons}>
              <Button
                type="submit"
                intent="primary"
                className={props.danger ? styles.dangerButton : undefined}
                loading={isSubmitting}
                text={props.submitText}
              />
              <Button
                type="button"
                variant="minimal"
                onClick={props.onClose}
                text={<FormattedMessage id="parents.back" />}
              />
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
