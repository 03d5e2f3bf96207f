import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ParentMessagesDocument, SetInformationalMessagesDocument } from './ParentMessages.generated';
import styles from './ParentMessages.module.css';
import { useFormat } from '../../ui/useFormat';
import { familyRefusal } from './familyProblems';

/** "Zprávy od nás" on the parent's page (id="zpravy", where the e-mails' opt-out link leads): what
 * staff wrote to the family in the last 12 months, newest first, and the family's choice about
 * informational messages (provozní ones always come). */
export function ParentMessages({ token }: { token: string }) {
  const format = useFormat();
  const intl = useIntl();
  const { data } = useQuery(ParentMessagesDocument, { variables: { token } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setInformational, { loading }] = useMutation(SetInformationalMessagesDocument, {
    update(cache, { data: changed }) {
      if (changed)
        cache.writeQuery({
          query: ParentMessagesDocument,
          variables: { token },
          data: { parentMessages: changed.setInformationalMessages },
        });
    },
  });
  const messages = data?.parentMessages;
  if (!messages) return null;
  const toggle = async () => {
    setRefusal(null);
    try {
      await setInformational({ variables: { token, receive: !messages.informational } });
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.messages.failed' }));
    }
  };
  return (
    <section id="zpravy" className={styles.section} aria-labelledby="messages-heading">
      <h2 id="messages-heading" className={styles.heading}>
        <FormattedMessage id="parents.messages.heading" />
      </h2>
      {messages.messages.length === 0 ? (
        <p className={styles.lead}>
          <FormattedMessage id="parents.messages.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {messages.messages.map((message) => (
            <li key={message.id}>
              <details className={styles.message}>
                <summary>
                  <span className={styles.date}>{format.day(message.createdAt)}</span> {message.subject}
                  {message.kind === 'informational' && (
                    <span className={styles.kind}>
                      {' '}
                      <FormattedMessage id="parents.messages.informational" />
                    </span>
                  )}
                </summary>
                <p className={styles.text}>{message.text}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.lead} role="status">
        <FormattedMessage id={messages.informational ? 'parents.messages.receiving' : 'parents.messages.optedOut'} />
      </p>
      {refusal && (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      )}
      <Button
        variant="outlined"
        className={styles.button}
        loading={loading}
        onClick={() => void toggle()}
        text={intl.formatMessage({
          id: messages.informational ? 'parents.messages.optOut' : 'parents.messages.optIn',
        })}
      />
    </section>
  );
}
