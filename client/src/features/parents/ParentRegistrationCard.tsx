import { PARENT_CALENDAR_PATH } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { CardPaymentButton } from '../../ui/CardPaymentButton';
import { Tag } from '../../ui/Tag';
import { amountForBank, CopyValue, SaveQrButton } from '../offerings/PaymentCopy';
import { ParentCampPaperwork } from './ParentCampPaperwork';
import { ParentConsents } from './ParentConsents';
import { ParentDocuments } from './ParentDocuments';
import { ParentMakeups } from './ParentMakeups';
import { ParentRegistrationCardFragmentDoc } from './Parents.generated';
import { ParentOffer } from './ParentOffer';
import { ParentRegistrationActions } from './ParentRegistrationActions';
import styles from './parents.module.css';
import { useFormat } from '../../ui/useFormat';

const STATE_INTENT = {
  confirmed: 'success',
  promoted: 'success',
  replacement: 'warning',
  offered: 'success',
  cancelled: 'danger',
} as const;

/** One child's registration: what, when, where, who teaches, where it stands and what is to pay;
 * its calendar by the page's own link (`token`), unless it is cancelled. */
export function ParentRegistrationCard(props: {
  registration: FragmentType<typeof ParentRegistrationCardFragmentDoc>;
  token: string;
  /** The page's open action panel, and how the page learns of a change (it fetches itself again). */
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const format = useFormat();
  const intl = useIntl();
  const registration = getFragmentData(ParentRegistrationCardFragmentDoc, props.registration);
  const headingId = `registration-${registration.id}`;
  const { state, payment } = registration;
  // A camp paid as a deposit and the balance (issue 47): both with their amounts and the balance's date.
  const plan = registration.paymentPlan;
  const cancelled = state === 'cancelled';
  const paid = registration.paymentState === 'paid' || registration.paymentState === 'overpaid';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.child}>
          {registration.childFullName}
        </h2>
        <Tag intent={STATE_INTENT[state]}>
          <span data-state={state}>
            <FormattedMessage id={`parents.state.${state}`} values={{ position: registration.waitingPosition ?? 0 }} />
          </span>
        </Tag>
      </header>
      <ParentOffer
        token={props.token}
        registration={registration}
        active={props.active}
        onActive={props.onActive}
        onChanged={props.onChanged}
      />
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id={registration.type === 'camp' ? 'parents.camp' : 'parents.course'} />
        </dt>
        <dd>{registration.title}</dd>
        {registration.when && (
          <>
            <dt>
              <FormattedMessage id="parents.when" />
            </dt>
            <dd>{registration.when}</dd>
          </>
        )}
        {registration.branchTitle && (
          <>
            <dt>
              <FormattedMessage id="parents.where" />
            </dt>
            <dd>
              {registration.branchTitle}
              {registration.branchAddress && (
                <>
                  <br />
                  {registration.branchAddress}
                </>
              )}
              {registration.mapUrl && (
                <>
                  <br />
                  <a href={registration.mapUrl} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="parents.map" />
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        {registration.lectorName && (
          <>
            <dt>
              <FormattedMessage id="parents.lector" />
            </dt>
            <dd>{registration.lectorName}</dd>
          </>
        )}
      </dl>
      {!cancelled && (
        <p className={styles.calendar}>
          <a href={`${PARENT_CALENDAR_PATH}${props.token}/${registration.id}.ics`} type="text/calendar">
            <FormattedMessage id="parents.addToCalendar" />
          </a>
        </p>
      )}
      <section className={styles.payment} aria-label={intl.formatMessage({ id: 'parents.payment' })}>
        <dl className={styles.facts}>
          {registration.discount && (
            <>
              <dt>
                <FormattedMessage id="parents.listPrice" />
              </dt>
              <dd>{format.haler(registration.dueHaler + registration.discount.amountHaler)}</dd>
              <dt>{registration.discount.name}</dt>
              <dd>−{format.haler(registration.discount.amountHaler)}</dd>
            </>
          )}
          <dt>
            <FormattedMessage id={registration.discount ? 'parents.priceAfterDiscount' : 'parents.price'} />
          </dt>
          <dd>{format.haler(registration.dueHaler)}</dd>
          <dt>
            <FormattedMessage id="parents.received" />
          </dt>
          <dd>{format.haler(registration.receivedHaler)}</dd>
          {plan && (
            <>
              <dt>
                <FormattedMessage id="parents.deposit" />
              </dt>
              <dd>
                <FormattedMessage
                  id={plan.depositPaid ? 'parents.depositPaid' : 'parents.depositOpen'}
                  values={{ amount: format.haler(plan.depositHaler) }}
                />
              </dd>
              <dt>
                <FormattedMessage id="parents.balance" />
              </dt>
              <dd>
                <FormattedMessage
                  id="parents.balanceDue"
                  values={{ amount: format.haler(plan.balanceOwingHaler), date: format.date(plan.balanceDueOn) }}
                />
              </dd>
            </>
          )}
          {payment && (
            <>
              <dt>
                <FormattedMessage id={plan ? 'parents.dueNow' : 'parents.due'} />
              </dt>
              <dd className={styles.due}>
                <CopyValue value={amountForBank(payment.amountHaler)} what={intl.formatMessage({ id: 'parents.due' })}>
                  {format.haler(payment.amountHaler)}
                </CopyValue>
              </dd>
              <dt>
                <FormattedMessage id="parents.account" />
              </dt>
              <dd>
                <CopyValue value={payment.account} what={intl.formatMessage({ id: 'parents.account' })} />
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="parents.variableSymbol" />
          </dt>
          <dd>
            {payment ? (
              <CopyValue
                value={String(registration.variableSymbol)}
                what={intl.formatMessage({ id: 'parents.variableSymbol' })}
              />
            ) : (
              registration.variableSymbol
            )}
          </dd>
        </dl>
        {payment ? (
          <figure className={styles.qrFigure}>
            <svg
              className={styles.qr}
              viewBox={`0 0 ${payment.qr.size} ${payment.qr.size}`}
              role="img"
              aria-label={intl.formatMessage({ id: 'parents.qrLabel' })}
              shapeRendering="crispEdges"
            >
              <rect width={payment.qr.size} height={payment.qr.size} fill="#ffffff" />
              <path d={payment.qr.path} fill="#000000" />
            </svg>
            <figcaption>
              <FormattedMessage id="parents.qrCaption" />
            </figcaption>
            <SaveQrButton
              size={payment.qr.size}
              path={payment.qr.path}
              fileName={`qr-platba-${registration.variableSymbol}.png`}
            />
          </figure>
        ) : (
          <p className={styles.paymentNote}>
            <FormattedMessage
              id={
                cancelled
                  ? 'parents.cancelledNote'
                  : state === 'replacement' || state === 'offered'
                    ? 'parents.payLater'
                    : paid
                      ? 'parents.paid'
                      : plan?.depositPaid
                        ? 'parents.balanceLater'
                        : 'parents.nothingToPay'
              }
            />
          </p>
        )}
        {registration.cardPayment && <CardPaymentButton registrationId={registration.id} token={props.token} />}
        <ParentDocuments registration={registration} token={props.token} />
      </section>
      <ParentRegistrationActions
        token={props.token}
        registration={registration}
        active={props.active}
        onActive={props.onActive}
        onChanged={props.onChanged}
      />
      {registration.type === 'course' && (state === 'confirmed' || state === 'promoted') && (
        <ParentMakeups
          token={props.token}
          registrationId={registration.id}
          active={props.active}
          onActive={props.onActive}
        />
      )}
      {!cancelled && <ParentCampPaperwork registration={registration} token={props.token} />}
      <ParentConsents registration={registration} token={props.token} childFullName={registration.childFullName} />
    </article>
  );
}
