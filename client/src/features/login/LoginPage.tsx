import { useMutation } from '@apollo/client/react';
import { errorKind, MESSAGES } from '@kurzy/common';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminTarget, FROM_PARAM } from '../../auth/redirect';
import { ADMIN_ROOT } from '../../routes/site';
import { saveSession } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { LoginDocument } from './Login.generated';
import { Button } from '../../ui/Button';
import { refusalOf, refusalText } from '../../ui/apiErrors';
import { Callout } from '../../ui/Callout';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/form/TextField';
import { LogInIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import styles from './LoginPage.module.css';

interface Credentials {
  username: string;
  password: string;
}

/** Wrong credentials read 'Špatné přihlašovací údaje.'; a throttled login or a server fault says so. */
function failureText(error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal || errorKind(refusal.code) === 'INTERNAL') return MESSAGES.serverUnavailable;
  return refusalText(refusal);
}

/** The staff login screen: the public site's look and code (no back-office chunk loads before the
 * login succeeds); its texts load with it (router.tsx, virtual:messages/login). */
export function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [login] = useMutation(LoginDocument);
  const [failure, setFailure] = useState<string | null>(null);
  // Where the guard sent the visitor from (auth/RequireAuth.tsx), if it is a back-office page.
  // Without one, /admin: it opens each role's own first section (a lector's Docházka).
  const target = params.get(FROM_PARAM) ? adminTarget(params.get(FROM_PARAM)) : ADMIN_ROOT;

  // Already logged in: straight to the back-office.
  if (session) return <Navigate to={target} replace />;

  const submit = async ({ username, password }: Credentials) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { username: username.trim(), password } });
      const result = data?.login;
      if (!result) {
        setFailure(MESSAGES.loginFailed);
        return;
      }
      saveSession(result.username, result.expiresAt);
      void navigate(target, { replace: true });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const validate = (values: Credentials) => {
    const errors: Partial<Record<keyof Credentials, string>> = {};
    if (!values.username.trim()) errors.username = MESSAGES.required;
    if (!values.password) errors.password = MESSAGES.required;
    return errors;
  };

  const title = intl.formatMessage({ id: 'page.login' });
  return (
    <div className={styles.page}>
      <PageTitle page={title} />
      <Card className={styles.card} elevation={2}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          <FormattedMessage id="admin.login.lead" />
        </p>
        <Formik<Credentials> initialValues={{ username: '', password: '' }} validate={validate} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={title}>
              {failure && (
                <Callout intent="danger" className={styles.failure} role="alert">
                  {failure}
                </Callout>
              )}
              <TextField
                name="username"
                autoComplete="username"
                autoFocus
                large
                label={<FormattedMessage id="admin.login.username" />}
              />
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                large
                label={<FormattedMessage id="admin.login.password" />}
              />
              <Button
                type="submit"
                intent="primary"
                size="large"
                className={styles.submit}
                icon={<LogInIcon />}
                loading={isSubmitting}
                text={<FormattedMessage id="admin.login.submit" />}
              />
            </Form>
          )}
        </Formik>
      </Card>
    </div>
  );
}
