import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Callout } from '../../ui/Callout';
import { SendLinkForm } from '../../ui/SendLinkForm';
import { PublicPage } from '../../ui/PublicPage';
import { linkTo } from '../../routes/route';
import { PATHS } from '../../routes/site';
import { loadReceipt, type ReceiptRecord } from './receiptStore';
import { RegistrationReceipt } from './RegistrationReceipt';
import styles from './registration.module.css';

/** What the registration page hands on to the next form: the parent's details stay filled in. */
export interface AnotherChildState {
  parentFrom: ReceiptRecord['values'];
}

/** /registration/thanks/:key — the thanks of one registration, from this tab's record (a reload keeps
 * it); opened elsewhere, where no record is, it says where the details are instead. */
export function RegistrationThanksPage() {
  const intl = useIntl();
  const { key } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // history.state first: it is there also when the browser refused sessionStorage.
  const record = (location.state as { record?: ReceiptRecord } | null)?.record ?? loadReceipt(key);
  return (
    <PublicPage
      title={intl.formatMessage({ id: 'registration.thanksTitle' })}
      crumbs={[{ text: intl.formatMessage({ id: 'registration.title' }), to: linkTo(PATHS.registration) }]}
    >
      {record ? (
        <>
          <RegistrationReceipt
            record={record}
            onAnother={() =>
              void navigate(linkTo(PATHS.registration), {
                state: { parentFrom: record.values } satisfies AnotherChildState,
              })
            }
          />
          <SendLinkForm initialEmail={record.values.email} lead={<FormattedMessage id="parents.thankYouLink" />} />
        </>
      ) : (
        <Callout intent="warning" icon={null} role="status" className={styles.receipt}>
          <p>
            <FormattedMessage id="registration.receiptGone" />
          </p>
          <p>
            <Link to={linkTo(PATHS.registration)}>
              <FormattedMessage id="registration.newRegistration" />
            </Link>
          </p>
        </Callout>
      )}
    </PublicPage>
  );
}
