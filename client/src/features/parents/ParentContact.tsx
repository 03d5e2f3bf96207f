import { useMutation } from '@apollo/client/react';
import { formatPhone, parentEmailSchema, parentPhoneSchema } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { TextField } from '../../ui/form/TextField';
import { ChangeParentEmailDocument, CorrectParentPhoneDocument } from './ParentActions.generated';
import { ParentActionForm } from './ParentActionForm';
import styles from './parents.module.css';

/** The family's contact as the registrations hold it, and its correction: the phone at once (for
 * every registration), a new e-mail address only once that mailbox confirms it. */
export function ParentContact(props: {
  token: string;
  email: string;
  phone: string | null;
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const [done, setDone] = useState<string | null>(null);
  const [correctPhone] = useMutation(CorrectParentPhoneDocument);
  const [changeEmail] = useMutation(ChangeParentEmailDocument);
  const { token, active } = props;
  const close = () => {
    const closing = active;
    props.onActive(null);
    setTimeout(() => document.querySelector<HTMLElement>(`[data-opener="${closing}"]`)?.focus(), 0);
  };
  return (
    <section className={styles.section} aria-labelledby="parent-contact-heading">
      <h2 id="parent-contact-heading" className={styles.sectionHeading}>
        <FormattedMessage id="parents.contact" />
      </h2>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="parents.phone" />
        </dt>
        <dd>{props.phone ? formatPhone(props.phone) : '–'}</dd>
        <dt>
          <FormattedMessage id="parents.email" />
        </dt>
        <dd>{props.email}</dd>
      </dl>
      {done && (
        <Callout intent="success" role="status">
          {done}
        </Callout>
      )}
      {active === 'contact:phone' && (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.phoneHeading' })}
          initialValues={{ phone: props.phone ? formatPhone(props.phone) : '' }}
          schema={parentPhoneSchema}
          submitText={<FormattedMessage id="parents.save" />}
          onClose={close}
          onSubmit={async ({ phone }) => {
            await correctPhone({ variables: { token, phone } });
            props.onActive(null);
            setDone(intl.formatMessage({ id: 'parents.phoneDone' }));
            await props.onChanged();
          }}
        >
          <TextField
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            label={<FormattedMessage id="parents.phone" />}
          />
        </ParentActionForm>
      )}
      {active === 'contact:email' && (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.emailHeading' })}
          initialValues={{ email: '' }}
          schema={parentEmailSchema}
          submitText={<FormattedMessage id="parents.emailSend" />}
          onClose={close}
          onSubmit={async ({ email }) => {
            await changeEmail({ variables: { token, email } });
            props.onActive(null);
            setDone(intl.formatMessage({ id: 'parents.emailDone' }, { email: email.trim() }));
          }}
        >
          <p>
            <FormattedMessage id="parents.emailLead" />
          </p>
          <TextField
            name="email"
            type="email"
            required
            autoComplete="email"
            label={<FormattedMessage id="parents.newEmail" />}
          />
        </ParentActionForm>
      )}
      {!active?.startsWith('contact:') && (
        <div className={styles.actionButtons}>
          <Button
            variant="outlined"
            data-opener="contact:phone"
            onClick={() => {
              setDone(null);
              props.onActive('contact:phone');
            }}
            text={<FormattedMessage id="parents.phoneCorrect" />}
          />
          <Button
            variant="outlined"
            data-opener="contact:email"
            onClick={() => {
              setDone(null);
              props.onActive('contact:email');
            }}
            text={<FormattedMessage id="parents.emailChange" />}
          />
        </div>
      )}
    </section>
  );
}
