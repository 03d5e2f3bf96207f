import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { formatPrice } from '@kurzy/common';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { RegistrationReceiptFragmentDoc } from './RegistrationReceipt.generated';
import styles from './registration.module.css';

/** What the server answered to a registration, for the thanks. */
export type Receipt = FragmentType<typeof RegistrationReceiptFragmentDoc>;

/** The thanks after a registration: whether the child has a place or waits as a replacement. */
export function RegistrationReceipt({ onAnother, ...props }: { receipt: Receipt; onAnother: () => void }) {
  const receipt = getFragmentData(RegistrationReceiptFragmentDoc, props.receipt);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const values = { child: receipt.childFullName, title: receipt.title };
  return (
    <Callout intent={receipt.replacement ? 'warning' : 'success'} className={styles.receipt} icon={null} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        <FormattedMessage id="registration.thanks" />
      </h2>
      <p>
        <FormattedMessage id="registration.contactSoon" />
      </p>
      <p className={styles.outcome}>
        {receipt.replacement ? (
          <FormattedMessage id="registration.resultReplacement" values={values} />
        ) : (
          <FormattedMessage id="registration.resultPlace" values={values} />
        )}
      </p>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="registration.variableSymbol" />
        </dt>
        <dd>{receipt.variableSymbol}</dd>
        <dt>
          <FormattedMessage id="course.price" />
        </dt>
        <dd>{formatPrice(receipt.price)}</dd>
      </dl>
      <p>
        <FormattedMessage id={receipt.replacement ? 'registration.payLater' : 'registration.payInfo'} />
      </p>
      <Button intent="primary" onClick={onAnother} text={<FormattedMessage id="registration.another" />} />
    </Callout>
  );
}
