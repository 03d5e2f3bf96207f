import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import styles from './catalog.module.css';

/** The facts card of a detail page (a course's price, a branch's address): a label, its value. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}
