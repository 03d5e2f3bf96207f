import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routes/site';
import { Callout } from '../../ui/Callout';
import { takesRegistrations, type Places } from '../offerings/FreeSpots';
import styles from './registration.module.css';

type Offer = Places & { id: number; title: string };

/** Why the course or camp a link names is not preselected: it is no longer offered (unknown, hidden
 * or inactive: the public lists leave those out), or it takes nobody (full including replacements). */
export type StaleLink = { kind: 'course' | 'camp'; closed?: string };

/** The stale part of /registration/:id or /registration?tabor=ID, if any; null when the link names
 * nothing or what it names can be registered for. */
export function staleLinkOf(
  courseId: string | undefined,
  campId: string | null,
  courses: readonly Offer[],
  camps: readonly Offer[],
): StaleLink | null {
  const check = (kind: StaleLink['kind'], id: string, offers: readonly Offer[]): StaleLink | null => {
    const offer = offers.find((entry) => String(entry.id) === id);
    if (!offer) return { kind };
    return takesRegistrations(offer) ? null : { kind, closed: offer.title };
  };
  if (campId !== null) return check('camp', campId, camps);
  if (courseId !== undefined) return check('course', courseId, courses);
  return null;
}

const link = (to: string) => (text: ReactNode) => <Link to={to}>{text}</Link>;

/** Another course or camp to offer instead, as a link to its form. */
export interface OtherOffer {
  to: string;
  label: string;
}

/** Said above the form (with nothing preselected) instead of silently showing a blank one; for a
 * full camp, the other turns that still take registrations (the waiting list included). */
export function StaleLinkNotice({ stale, others = [] }: { stale: StaleLink; others?: readonly OtherOffer[] }) {
  const links = { courses: link(PATHS.courses), camps: link(PATHS.camps) };
  return (
    <Callout intent="warning" role="status" className={styles.notice}>
      {stale.closed === undefined ? (
        <FormattedMessage id="registration.gone" values={{ kind: stale.kind, ...links }} />
      ) : (
        <FormattedMessage id="registration.goneClosed" values={{ kind: stale.kind, title: stale.closed, ...links }} />
      )}
      {others.length > 0 && (
        <>
          <p>
            <FormattedMessage id="registration.otherTurns" values={{ count: others.length }} />
          </p>
          <ul className={styles.faults}>
            {others.map((other) => (
              <li key={other.to}>
                <Link to={other.to}>{other.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Callout>
  );
}
