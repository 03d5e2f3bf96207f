import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isUnreachable } from './apiReach';
import { Button } from './Button';
import styles from './EmptyList.module.css';

/** A list that could not load, said where the list would be (not as an empty list after a toast),
 * with a way to try again: every query on the page is asked again, as the outage hit them all. */
export function ServerDown({ error }: { error: unknown }) {
  const client = useApolloClient();
  useEffect(() => console.error(error), [error]);
  return (
    <div className={styles.empty} role="alert">
      <FormattedMessage id={isUnreachable(error) ? 'api.unreachable' : 'api.loadFailed'} />
      <Button
        variant="outlined"
        text={<FormattedMessage id="list.retry" />}
        onClick={() => void client.refetchQueries({ include: 'active' }).catch(() => undefined)}
      />
    </div>
  );
}
