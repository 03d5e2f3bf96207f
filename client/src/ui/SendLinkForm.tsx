import { useMutation } from '@apollo/client/react';
import { requiredEmail } from '@kurzy/common';
import { Form, Formik } from 'formik';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { object } from 'yup';
import { refusalOf, refusalText } from './apiErrors';
import { Button } from './Button';
import { Callout } from './Callout';
import { TextField } from './form/TextField';
import { SendParentLinkDocument } from './SendLink.generated';
import styles from './SendLinkForm.module.css';

const schema = object({ email: requiredEmail() });

/** "Pošlete mi odkaz znovu": the answer is the same whatever the address (the server's too). On the
 * thanks page it comes filled in with the address of the registration and its own lead. */
export function SendLinkForm({ initialEmail = '', lead }: { initialEmail?: string; lead?: ReactNode } = {}) {
  const intl = useIntl();
  const [send] = useMutation(SendParentLinkDocument);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (sent)
    return (
      <Callout intent="success" role="status" className={styles.sendForm}>
        <FormattedMessage id="parents.sent" />
      </Callout>
    );
  return (
    <Formik
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={async ({ email }) => {
        setRefusal(null);
        try {
          await send({ variables: { email: email.trim() } });
          setSent(true);
        } catch (error) {
          const found = refusalOf(error);
          setRefusal(found ? refusalText(found) : intl.formatMessage({ id: 'parents.sendFailed' }));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.sendForm} noValidate aria-labelledby="send-link-heading">
          <h2 id="send-link-heading" className={styles.sendHeading}>
            <FormattedMessage id="parents.sendHeading" />
          </h2>
          <p>{lead ?? <FormattedMessage id="parents.sendLead" />}</p>
          <TextField
            name="email"
            type="email"
            label={<FormattedMessage id="parents.email" />}
            required
            autoComplete="email"
          />
          {refusal && (
            <Callout intent="danger" role="alert">
              {refusal}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={isSubmitting} text={<FormattedMessage id="parents.send" />} />
        </Form>
      )}
    </Formik>
  );
}
