import { Button } from '../../ui/Button';
import { amountForBank, CopyValue, SaveQrButton } from '../offerings/PaymentCopy';
import { Callout } from '../../ui/Callout';
import { CardPaymentButton } from '../../ui/CardPaymentButton';
import { formatPhone, toE164Phone } from '@kurzy/common';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../gql/fragment-masking';
import { PATHS } from '../../routes/site';
import { QrPlatba } from './QrPlatba';
import { RegistrationReceiptFragmentDoc } from './RegistrationReceipt.generated';
import type { ReceiptRecord } from './receiptStore';
import styles from './registration.module.css';
import { useFormat } from '../../ui/useFormat';

export type { Receipt } from './receiptStore';

/** The thanks after a registration: whether the child has a place or waits as a replacement, how to
 * pay for a place right here (the confirmation e-mail says the same), and what was sent. */
export function RegistrationReceipt({ record, onAnother }: { record: ReceiptRecord; onAnother: () => void }) {
  const format = useFormat();
  const intl = useIntl();
  const receipt = getFragmentData(RegistrationReceiptFragmentDoc, record.receipt);
  const { values } = record;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const names = { child: receipt.childFullName, title: receipt.title, email: values.email, kind: values.type };
  const payment = receipt.payment;
  // A camp with a deposit: the payment is the deposit; the balance follows by its due date.
  const plan = receipt.paymentPlan?.stage === 'deposit' ? receipt.paymentPlan : null;
  return (
    <div className={styles.receipt}>
      <Callout intent={receipt.replacement ? 'warning' : 'success'} icon={null} role="status">
        <h2 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
          <FormattedMessage id="registration.thanks" />
        </h2>
        <p className={styles.outcome}>
          {receipt.replacement ? (
            <FormattedMessage id="registration.resultReplacement" values={names} />
          ) : (
            <FormattedMessage id="registration.resultPlace" values={names} />
          )}
        </p>
        <p>
          <FormattedMessage
            id={receipt.replacement ? 'registration.sentReplacement' : 'registration.sentConfirmation'}
            values={names}
          />
        </p>
      </Callout>

      {payment ? (
        <section className={styles.receiptSection} aria-labelledby="receipt-payment">
          <h3 id="receipt-payment" className={styles.sectionTitle}>
            <FormattedMessage id={plan ? 'registration.payDepositHeading' : 'registration.payHeading'} />
          </h3>
          {plan && (
            <p>
              <FormattedMessage id="registration.depositNote" />
            </p>
          )}
          <div className={styles.payment}>
            <dl className={styles.facts}>
              {receipt.discount && (
                <>
                  <dt>
                    <FormattedMessage id="registration.price" />
                  </dt>
                  <dd>{format.price(receipt.price)}</dd>
                  <dt>{receipt.discount.name}</dt>
                  <dd>−{format.haler(receipt.discount.amountHaler)}</dd>
                </>
              )}
              <dt>
                <FormattedMessage id="registration.account" />
              </dt>
              <dd>
                <CopyValue value={payment.account} what={intl.formatMessage({ id: 'registration.account' })} />
              </dd>
              <dt>
                <FormattedMessage id="registration.amount" />
              </dt>
              <dd>
                <CopyValue
                  value={amountForBank(Math.round(payment.amount * 100))}
                  what={intl.formatMessage({ id: 'registration.amount' })}
                >
                  {format.price(payment.amount)}
                </CopyValue>
              </dd>
              <dt>
                <FormattedMessage id="registration.variableSymbol" />
              </dt>
              <dd>
                <CopyValue
                  value={String(payment.variableSymbol)}
                  what={intl.formatMessage({ id: 'registration.variableSymbol' })}
                />
              </dd>
              <dt>
                <FormattedMessage id="registration.dueOn" />
              </dt>
              <dd>{format.date(payment.dueOn)}</dd>
              {plan && (
                <>
                  <dt>
                    <FormattedMessage id="registration.balance" />
                  </dt>
                  <dd>
                    <FormattedMessage
                      id="registration.balanceDue"
                      values={{ amount: format.haler(plan.balanceOwingHaler), date: format.date(plan.balanceDueOn) }}
                    />
                  </dd>
                </>
              )}
              {payment.account !== payment.iban && (
                <>
                  <dt>IBAN</dt>
                  <dd className={styles.iban}>{payment.iban}</dd>
                </>
              )}
            </dl>
            <figure className={styles.qrFigure}>
              <QrPlatba size={payment.qr.size} path={payment.qr.path} />
              <figcaption>
                <FormattedMessage id="registration.qrCaption" />
              </figcaption>
              <SaveQrButton
                size={payment.qr.size}
                path={payment.qr.path}
                fileName={`qr-platba-${payment.variableSymbol}.png`}
              />
            </figure>
          </div>
          {receipt.cardPaymentKey && <CardPaymentButton registrationId={receipt.id} payKey={receipt.cardPaymentKey} />}
        </section>
      ) : (
        <section className={styles.receiptSection} aria-labelledby="receipt-payment">
          <h3 id="receipt-payment" className={styles.sectionTitle}>
            <FormattedMessage id="registration.payHeading" />
          </h3>
          <p>
            <FormattedMessage id={receipt.replacement ? 'registration.payLater' : 'registration.nothingToPay'} />
          </p>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="registration.variableSymbol" />
            </dt>
            <dd>{receipt.variableSymbol}</dd>
            <dt>
              <FormattedMessage id="course.price" />
            </dt>
            <dd>{format.price(receipt.price)}</dd>
          </dl>
        </section>
      )}

      <section className={styles.receiptSection} aria-labelledby="receipt-sent">
        <h3 id="receipt-sent" className={styles.sectionTitle}>
          <FormattedMessage id="registration.whatWasSent" />
        </h3>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id={receipt.type === 'camp' ? 'registration.camp' : 'registration.course'} />
          </dt>
          <dd>{record.chosen || receipt.title}</dd>
          <dt>
            <FormattedMessage id="registration.child" />
          </dt>
          <dd>
            {values.childFullName}, {values.childBornYear}
          </dd>
          <dt>
            <FormattedMessage id="registration.parent" />
          </dt>
          <dd>
            {values.parentFirstName} {values.parentLastName}
          </dd>
          <dt>
            <FormattedMessage id="registration.email" />
          </dt>
          <dd>{values.email}</dd>
          <dt>
            <FormattedMessage id="registration.phone" />
          </dt>
          <dd>{formatPhone(toE164Phone(values.phone))}</dd>
          {values.note && (
            <>
              <dt>
                <FormattedMessage id="registration.note" />
              </dt>
              <dd>{values.note}</dd>
            </>
          )}
        </dl>
        <p>
          <FormattedMessage
            id="registration.termsLink"
            values={{ link: (text) => <Link to={PATHS.conditions}>{text}</Link> }}
          />
        </p>
      </section>
      <Button intent="primary" onClick={onAnother} text={<FormattedMessage id="registration.another" />} />
    </div>
  );
}
