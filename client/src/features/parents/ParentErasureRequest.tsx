import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { RequestErasureDocument } from './ParentActions.generated';
import { ParentActionForm } from './ParentActionForm';
import styles from './parents.module.css';

/** "Požádat o výmaz": a request to staff (who keep what the law requires: issued invoices and
 * payments), asked for once while it waits. */
export function ParentErasureRequest(props: {
  token: string;
  requested: boolean;
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const [requestErasure] = useMutation(RequestErasureDocument);
  const [done, setDone] = useState(false);
  if (props.requested)
    return (
      <Callout intent={done ? 'success' : 'warning'} role="status" className={styles.erasure}>
        <FormattedMessage id="parents.erasureRequested" />
      </Callout>
    );
  if (props.active === 'family:erasure')
    return (
      <ParentActionForm
        heading={intl.formatMessage({ id: 'parents.erasureQuestion' })}
        initialValues={{}}
        danger
        submitText={<FormattedMessage id="parents.erasureConfirm" />}
        onClose={() => {
          props.onActive(null);
          setTimeout(() => document.querySelector<HTMLElement>('[data-opener="family:erasure"]')?.focus(), 0);
        }}
        onSubmit={async () => {
          await requestErasure({ variables: { token: props.token } });
          props.onActive(null);
          setDone(true);
          await props.onChanged();
        }}
      >
        <p>
          <FormattedMessage id="parents.erasureLead" />
        </p>
      </ParentActionForm>
    );
  return (
    <div className={styles.actionButtons}>
      <Button
        variant="outlined"
        data-opener="family:erasure"
        onClick={() => props.onActive('family:erasure')}
        text={<FormattedMessage id="parents.erasure" />}
      />
    </div>
  );
}
