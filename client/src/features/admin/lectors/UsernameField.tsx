import { useApolloClient } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../common/fields';
import { UsernameSuggestionDocument } from './AdminLectors.generated';

/** Waits for a pause in typing the name before asking for a suggestion. */
const SUGGEST_AFTER_MS = 300;

/** The login name; for a new staff member it is suggested from the name as it is typed (the server
 * makes it unique: "jana.novakova2"), until the administrator types one of their own. */
export function UsernameField({ isNew }: { isNew: boolean }) {
  const client = useApolloClient();
  const { values, setFieldValue } = useFormikContext<{ name?: string; username?: string }>();
  const [suggested, setSuggested] = useState('');
  // What the answer of a request checks against when it comes: the field as it is then.
  const latest = useRef({ username: '', suggested: '' });
  useEffect(() => {
    latest.current = { username: values.username ?? '', suggested };
  });
  const name = values.name?.trim() ?? '';
  // Only while the field is empty or still holds our last suggestion: never over what was typed.
  const ours = () => latest.current.username === '' || latest.current.username === latest.current.suggested;

  useEffect(() => {
    if (!isNew || !name || !ours()) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      client
        .query({ query: UsernameSuggestionDocument, variables: { name }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          const suggestion = data?.usernameSuggestion;
          if (cancelled || !suggestion || !ours()) return;
          setSuggested(suggestion);
          void setFieldValue('username', suggestion);
        })
        // No suggestion is no harm: the administrator types the name.
        .catch(() => undefined);
    }, SUGGEST_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only when the name changes
  }, [isNew, name, client]);

  const isSuggestion = isNew && suggested !== '' && values.username === suggested;
  return (
    <TextField
      name="username"
      label={<FormattedMessage id="admin.field.username" />}
      helper={isSuggestion ? <FormattedMessage id="admin.lectors.usernameSuggested" /> : undefined}
      autoComplete="off"
      required
    />
  );
}
