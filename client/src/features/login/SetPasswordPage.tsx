import { useMutation, useQuery } from '@apollo/client/react';
import {
  errorKind,
  INVITATION_VALID_HOURS,
  MESSAGES,
  type SetPasswordValues,
  setPasswordSchema,
  UserErrorCode,
  validationMessages,
} from '@kurzy/common';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { saveSession } from '../../auth/session';
import { ADMIN_HOME, PATHS } from '../../routes/site';
import { Button, LinkButton } from '../../ui/Button';
import { fieldErrorsOf, refusalOf, refusalText } from '../../ui/apiErrors';
import { Callout } from '../../ui/Callout';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/form/TextField';
import { LogInIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { AcceptInvitationDocument, InvitationDocument } from './SetPassword.generated';
import styles from './LoginPage.module.css';

/** A refusal's Czech text; a server fault or no answer at all says the server is unavailable. */
function failureText(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal || errorKind(refusal.code) === 'INTERNAL') return MESSAGES.serverUnavailable;
  return refusalText(refusal);
}

const isDeadLink = (error: unknown) => refusalOf(error)?.code === UserErrorCode.InvitationInvalid;

/** The page an invitation e-mail links to (/admin/nastavit-heslo/<token>): the new staff member sets
 * their own password and is signed in with it, straight into the back-office (a deactivated account
 * is not: it is told the password is set, with the way to the login). The login's look; outside the
 * back-office. */
export function SetPasswordPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  // Never cached: the link may be used up in another tab.
  const invitation = useQuery(InvitationDocument, { variables: { token }, fetchPolicy: 'no-cache' });
  const [accept] = useMutation(AcceptInvitationDocument);
  const navigate = useNavigate();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ password }: SetPasswordValues, helpers: FormikHelpers<SetPasswordValues>) => {
    setFailure(null);
    try {
      const { data } = await accept({ variables: { token, password: password ?? '' } });
      const accepted = data?.acceptInvitation;
      if (accepted?.expiresAt) {
        saveSession(accepted.username, accepted.expiresAt);
        void navigate(ADMIN_HOME, { replace: true });
      } else if (accepted) setDoneFor(accepted.username);
    } catch (error) {
      if (isDeadLink(error)) setDeadLink(true);
      else {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else setFailure(failureText(error));
      }
    }
  };

  const title = intl.formatMessage({ id: 'admin.login.invitation.title' });
  const content = () => {
    if (invitation.loading)
      return <Spinner aria-label={intl.formatMessage({ id: 'admin.login.invitation.loading' })} />;
    if (deadLink || (invitation.error && isDeadLink(invitation.error)))
      return (
        <Callout intent="danger" role="alert">
          {refusalText({ code: UserErrorCode.InvitationInvalid })}
        </Callout>
      );
    if (invitation.error || !invitation.data)
      return (
        <Callout intent="danger" role="alert">
          {failureText(invitation.error)}
        </Callout>
      );
    const { name, username } = invitation.data.invitation;
    if (doneFor)
      return (
        <>
          <Callout intent="success" role="status" className={styles.failure}>
            <FormattedMessage id="admin.login.invitation.done" values={{ username: doneFor }} />
          </Callout>
          <LinkButton
            to={PATHS.login}
            intent="primary"
            size="large"
            className={styles.submit}
            icon={<LogInIcon />}
            text={<FormattedMessage id="admin.login.invitation.toLogin" />}
          />
        </>
      );
    return (
      <>
        <p className={styles.lead}>
          <FormattedMessage
            id="admin.login.invitation.lead"
            values={{ name, username, hours: INVITATION_VALID_HOURS }}
          />
        </p>
        <Formik<SetPasswordValues>
          initialValues={{ password: '', passwordAgain: '' }}
          validate={(values) => validationMessages(setPasswordSchema, values)}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={title}>
              {failure && (
                <Callout intent="danger" className={styles.failure} role="alert">
                  {failure}
                </Callout>
              )}
              {/* For password managers: which account the new password belongs to. */}
              <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                autoFocus
                large
                label={<FormattedMessage id="admin.login.invitation.password" />}
                helper={<FormattedMessage id="admin.login.invitation.passwordHelper" />}
              />
              <TextField
                name="passwordAgain"
                type="password"
                autoComplete="new-password"
                large
                label={<FormattedMessage id="admin.login.invitation.passwordAgain" />}
              />
              <Button
                type="submit"
                intent="primary"
                size="large"
                className={styles.submit}
                loading={isSubmitting}
                text={<FormattedMessage id="admin.login.invitation.submit" />}
              />
            </Form>
          )}
        </Formik>
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle page={title} />
      <Card className={styles.card} elevation={2}>
        <h1 className={styles.title}>{title}</h1>
        {content()}
      </Card>
    </div>
  );
}
