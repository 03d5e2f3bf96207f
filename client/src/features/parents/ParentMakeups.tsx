import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { Spinner } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { ParentActionForm } from './ParentActionForm';
import {
  BookMakeupDocument,
  CancelMakeupDocument,
  ParentMakeupsDocument,
  type ParentMakeupsQuery,
} from './ParentMakeups.generated';
import styles from './parents.module.css';

const ZONE = 'Europe/Prague';
const DAY = { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: ZONE } as const;
const DATE = { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: ZONE } as const;
const MOMENT = { ...DATE, hour: '2-digit', minute: '2-digit' } as const;
/** Lessons shown before "Zobrazit další": a phone shows them without endless scrolling. */
const FIRST_LESSONS = 6;
const MINUTE = 60_000;

/** The browser's clock, read again each minute: a booking's cancel button closes at its cut-off
 * while the page stays open (the server checks the cut-off on its own clock anyway). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Options = ParentMakeupsQuery['makeupOptions'];
type Offer = Options['lessons'][number];
type Booking = Options['bookings'][number];

/** "Náhrady" of one course registration on the family's page: the child's credits (state, valid
 * until), the lessons of other groups they fit with their free places (booked after a confirmation),
 * and the make-ups booked, cancellable up to the course's cut-off. Asked for in the browser only: the
 * page's server render does not wait for it. */
export function ParentMakeups(props: {
  token: string;
  registrationId: number;
  active: string | null;
  onActive: (key: string | null) => void;
}) {
  const intl = useIntl();
  const { token, registrationId } = props;
  const { data, loading, error, refetch } = useQuery(ParentMakeupsDocument, {
    variables: { token, registrationId },
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  const [book] = useMutation(BookMakeupDocument);
  const [cancel] = useMutation(CancelMakeupDocument);
  const [chosen, setChosen] = useState<Offer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  const now = useMinuteClock();
  const headingId = `makeups-${registrationId}`;
  const prefix = `makeup:${registrationId}:`;
  const open = props.active?.startsWith(prefix) ? props.active.slice(prefix.length) : null;

  const when = (item: { startsAt: string; from: string; to: string }) =>
    `${intl.formatDate(item.startsAt, DAY)} ${item.from}–${item.to}`;
  const moment = (value: string) => intl.formatDate(value, MOMENT);
  const openPanel = (key: string) => {
    setDone(null);
    props.onActive(prefix + key);
  };
  const close = () => {
    const closing = props.active;
    props.onActive(null);
    // Back to the button that opened the panel (rendered again once the panel is gone).
    setTimeout(() => document.querySelector<HTMLElement>(`[data-opener="${closing}"]`)?.focus(), 0);
  };
  const finish = async (message: string) => {
    props.onActive(null);
    setDone(message);
    await refetch();
  };

  const options = data?.makeupOptions;
  const body = () => {
    if (!options)
      return loading ? (
        <Spinner size={20} aria-label={intl.formatMessage({ id: 'parents.makeupsLoading' })} />
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="parents.makeupsFailed" />
        </p>
      ) : null;
    const available = options.credits.filter((credit) => credit.state === 'available');
    if (options.credits.length === 0 && options.bookings.length === 0)
      return (
        <p className={styles.muted}>
          <FormattedMessage id="parents.makeupsNone" />
        </p>
      );
    // The credit that lapses first among those still valid at the lesson's start.
    const creditFor = (offer: Offer) =>
      available
        .filter((credit) => Date.parse(credit.expiresAt) > Date.parse(offer.startsAt))
        .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))[0];
    const expiryOf = (creditId: number) => options.credits.find((credit) => credit.id === creditId)?.expiresAt;
    const shown = all ? options.lessons : options.lessons.slice(0, FIRST_LESSONS);
    return (
      <>
        <ul className={styles.makeupList}>
          {options.credits.map((credit) => (
            <li key={credit.id} className={styles.makeupCredit}>
              <Tag intent={credit.state === 'available' ? 'success' : 'none'}>
                <FormattedMessage id={`parents.makeupState.${credit.state}`} />
              </Tag>
              <span>
                <FormattedMessage
                  id="parents.makeupValidUntil"
                  values={{ until: intl.formatDate(credit.expiresAt, DATE) }}
                />
              </span>
            </li>
          ))}
        </ul>
        {options.bookings.length > 0 && (
          <>
            <h4 className={styles.makeupHeading}>
              <FormattedMessage id="parents.makeupBookings" />
            </h4>
            <ul className={styles.makeupList}>
              {options.bookings.map((booking) => (
                <BookingRow
                  key={booking.bookingId}
                  booking={booking}
                  when={when(booking)}
                  openerKey={`${prefix}cancel:${booking.bookingId}`}
                  open={open === `cancel:${booking.bookingId}`}
                  closed={now > Date.parse(booking.cancellableUntil)}
                  untilText={moment(booking.cancellableUntil)}
                  onOpen={() => openPanel(`cancel:${booking.bookingId}`)}
                  onClose={close}
                  onConfirm={async () => {
                    try {
                      await cancel({ variables: { token, bookingId: booking.bookingId } });
                    } catch (refused) {
                      await refetch().catch(() => undefined);
                      throw refused;
                    }
                    await finish(intl.formatMessage({ id: 'parents.makeupCancelDone' }, { when: when(booking) }));
                  }}
                  returnsUntil={expiryOf(booking.creditId)}
                />
              ))}
            </ul>
          </>
        )}
        {available.length > 0 && (
          <>
            <h4 className={styles.makeupHeading}>
              <FormattedMessage id="parents.makeupLessons" />
            </h4>
            {open === 'book' && chosen ? (
              <ParentActionForm
                heading={intl.formatMessage({ id: 'parents.makeupBookHeading' }, { when: when(chosen) })}
                initialValues={{}}
                submitText={<FormattedMessage id="parents.makeupBookConfirm" />}
                onClose={close}
                onSubmit={async () => {
                  const credit = creditFor(chosen);
                  try {
                    await book({ variables: { token, creditId: credit?.id ?? 0, lessonId: chosen.lessonId } });
                  } catch (refused) {
                    // The list behind the panel shows the places as they are now.
                    await refetch().catch(() => undefined);
                    throw refused;
                  }
                  await finish(intl.formatMessage({ id: 'parents.makeupBookDone' }, { when: when(chosen) }));
                }}
              >
                <p>
                  <FormattedMessage
                    id="parents.makeupBookLead"
                    values={{
                      course: chosen.courseTitle,
                      branch: chosen.branch,
                      until: intl.formatDate(creditFor(chosen)?.expiresAt ?? chosen.startsAt, DATE),
                      cancelUntil: moment(chosen.bookableUntil),
                    }}
                  />
                </p>
              </ParentActionForm>
            ) : options.lessons.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage id="parents.makeupNoLessons" />
              </p>
            ) : (
              <ul className={styles.makeupList}>
                {shown.map((offer) => (
                  <li key={offer.lessonId} className={styles.makeupLesson}>
                    <div>
                      <strong>{when(offer)}</strong>
                      <br />
                      {offer.courseTitle}, {offer.branch}
                      <br />
                      <span className={styles.muted}>
                        <FormattedMessage id="parents.makeupFree" values={{ count: offer.freePlaces }} />
                      </span>
                    </div>
                    <Button
                      variant="outlined"
                      data-opener={`${prefix}book`}
                      aria-label={intl.formatMessage({ id: 'parents.makeupBookLabel' }, { when: when(offer) })}
                      onClick={() => {
                        setChosen(offer);
                        openPanel('book');
                      }}
                      text={<FormattedMessage id="parents.makeupBook" />}
                    />
                  </li>
                ))}
              </ul>
            )}
            {open !== 'book' && !all && options.lessons.length > FIRST_LESSONS && (
              <Button
                variant="minimal"
                onClick={() => setAll(true)}
                text={
                  <FormattedMessage
                    id="parents.makeupMore"
                    values={{ count: options.lessons.length - FIRST_LESSONS }}
                  />
                }
              />
            )}
          </>
        )}
      </>
    );
  };

  return (
    <section className={styles.actions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.makeupTitle}>
        <FormattedMessage id="parents.makeups" />
      </h3>
      {done && (
        <Callout intent="success" role="status">
          {done}
        </Callout>
      )}
      {body()}
    </section>
  );
}

/** A booked make-up: its lesson and the way out, up to the cut-off; after it, why not. */
function BookingRow(props: {
  booking: Booking;
  when: string;
  openerKey: string;
  open: boolean;
  /** Past the cut-off: the button stays, disabled, and the words say why. */
  closed: boolean;
  untilText: string;
  returnsUntil: string | undefined;
  onOpen: () => void;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const intl = useIntl();
  const { booking, closed } = props;
  const noteId = `makeup-booking-${booking.bookingId}`;
  return (
    <li className={styles.makeupLesson}>
      <div>
        <strong>{props.when}</strong>
        <br />
        {booking.courseTitle}, {booking.branch}
        <br />
        <span id={noteId} className={styles.muted}>
          <FormattedMessage
            id={closed ? 'parents.makeupCancelClosed' : 'parents.makeupCancelUntil'}
            values={{ until: props.untilText }}
          />
        </span>
      </div>
      {props.open ? (
        <ParentActionForm
          heading={intl.formatMessage({ id: 'parents.makeupCancelHeading' }, { when: props.when })}
          initialValues={{}}
          danger
          submitText={<FormattedMessage id="parents.makeupCancelConfirm" />}
          onClose={props.onClose}
          onSubmit={props.onConfirm}
        >
          <p>
            <FormattedMessage
              id="parents.makeupCancelLead"
              values={{ until: props.returnsUntil ? intl.formatDate(props.returnsUntil, DATE) : '' }}
            />
          </p>
        </ParentActionForm>
      ) : (
        <Button
          variant="outlined"
          data-opener={props.openerKey}
          disabled={closed}
          aria-describedby={noteId}
          aria-label={intl.formatMessage({ id: 'parents.makeupCancelLabel' }, { when: props.when })}
          onClick={props.onOpen}
          text={<FormattedMessage id="parents.makeupCancel" />}
        />
      )}
    </li>
  );
}
