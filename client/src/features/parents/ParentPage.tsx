import { useQuery } from '@apollo/client/react';
import { PARENT_CALENDAR_PATH } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { Callout } from '../../ui/Callout';
import { EmptyList } from '../../ui/EmptyList';
import { errorCode } from '../../ui/apiErrors';
import { usePageStatus } from '../../ui/pageStatus';
import { PublicPage } from '../../ui/PublicPage';
import { useLoadErrorToast } from '../../ui/useLoadErrorToast';
import { ParentDataRights } from './ParentDataRights';
import { ParentPageDocument } from './Parents.generated';
import { ParentContact } from './ParentContact';
import { ParentErasureRequest } from './ParentErasureRequest';
import { ParentMessages } from './ParentMessages';
import { ParentRegistrationCard } from './ParentRegistrationCard';
import { ParentReenrolment } from './ParentReenrolment';
import { SendLinkForm } from '../../ui/SendLinkForm';
import styles from './parents.module.css';

/** /moje-prihlasky/:token — a parent's own page from the link in their e-mails: every registration
 * made with their address. Server-rendered (the state is in the HTML); a link that does not work,
 * whatever the reason, shows one page (status 404) with the form for a new link. */
export function ParentPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const status = usePageStatus();
  const { data, loading, error, refetch } = useQuery(ParentPageDocument, { variables: { token } });
  // The one action panel open on the page (a card's, the contact's, the erasure's).
  const [active, setActive] = useState<string | null>(null);
  // The server answered this path 404: show that page again while the query is on its way.
  const invalid = errorCode(error) === 'NOT_FOUND' || (loading && !data && status?.notFoundPath === pathname);
  useLoadErrorToast(invalid ? undefined : error);
  const title = intl.formatMessage({ id: 'parents.title' });
  if (invalid) {
    status?.report(404);
    return (
      <PublicPage title={title}>
        <Callout intent="warning" role="status" className={styles.invalid}>
          <FormattedMessage id="parents.invalid" />
        </Callout>
        <SendLinkForm />
      </PublicPage>
    );
  }
  const page = data?.parentPage;
  if (!page) return <EmptyList loading={loading} />;
  return (
    <PublicPage title={title} lead={<FormattedMessage id="parents.lead" values={{ email: page.email }} />}>
      <ParentReenrolment token={token} active={active} onActive={setActive} onChanged={refetch} />
      {page.registrations.length === 0 ? (
        <p>
          <FormattedMessage id="parents.none" />
        </p>
      ) : (
        <>
          <div className={styles.cards}>
            {page.registrations.map((registration) => (
              <ParentRegistrationCard
                key={registration.id}
                registration={registration}
                token={token}
                active={active}
                onActive={setActive}
                onChanged={refetch}
              />
            ))}
          </div>
          <p className={styles.calendar}>
            <a href={`${PARENT_CALENDAR_PATH}${token}.ics`} type="text/calendar">
              <FormattedMessage id="parents.wholeCalendar" />
            </a>
          </p>
        </>
      )}
      <ParentContact
        token={token}
        email={page.email}
        phone={page.phone ?? null}
        active={active}
        onActive={setActive}
        onChanged={refetch}
      />
      <ParentMessages token={token} />
      <ParentDataRights token={token} />
      <ParentErasureRequest
        token={token}
        requested={page.erasureRequested}
        active={active}
        onActive={setActive}
        onChanged={refetch}
      />
      <p className={styles.privacy}>
        <FormattedMessage id="parents.privacy" />
      </p>
    </PublicPage>
  );
}
