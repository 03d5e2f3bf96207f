import { useMutation, useQuery } from '@apollo/client/react';
import { formatTimeRange, REENROLMENT_REASON_MAX, reenrolmentDeclineSchema } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routes/site';
import { refusalOf } from '../../ui/apiErrors';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { TextField } from '../../ui/form/TextField';
import { dayLabel } from '../offerings/labels';
import { ParentActionForm } from './ParentActionForm';
import {
  ContinueReenrolmentDocument,
  DeclineReenrolmentDocument,
  ReenrolmentInvitationsDocument,
  type ReenrolmentInvitationsQuery,
} from './ParentReenrolment.generated';
import styles from './parents.module.css';
import { useFormat } from '../../ui/useFormat';
import { familyRefusal } from './familyProblems';

type Invitation = ReenrolmentInvitationsQuery['reenrolmentInvitations'][number];

/** The invitations to continue in the next term, first on the family's page: "Pokračovat" (in the
 * copy of the child's slot, or another slot chosen here) in one click, "Nepokračovat" with an
 * optional reason. Viewing them tells staff the page was opened. */
export function ParentReenrolment(props: {
  token: string;
  active: string | null;
  onActive: (key: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  // Read with the page (server-rendered, then from the cache as it hydrates).
  const { data, refetch } = useQuery(ReenrolmentInvitationsDocument, { variables: { token: props.token } });
  const open = (data?.reenrolmentInvitations ?? []).filter(
    (invitation) => !invitation.ended && (invitation.state === 'invited' || invitation.state === 'opened'),
  );
  const [done, setDone] = useState<string[]>([]);
  if (open.length === 0 && done.length === 0) return null;
  return (
    <div className={styles.reenrolments}>
      {done.map((text) => (
        <Callout key={text} intent="success" role="status" className={styles.offer}>
          {text}
        </Callout>
      ))}
      {open.map((invitation) => (
        <ReenrolmentCard
          key={invitation.registrationId}
          invitation={invitation}
          {...props}
          onDone={async (text) => {
            setDone((said) => [...said, text]);
            await Promise.all([refetch(), props.onChanged()]);
          }}
        />
      ))}
    </div>
  );
}

function ReenrolmentCard(props: {
  token: string;
  invitation: Invitation;
  active: string | null;
  onActive: (key: string | null) => void;
  onDone: (text: string) => Promise<void>;
}) {
  const format = useFormat();
  const intl = useIntl();
  const { invitation, token } = props;
  const [slot, setSlot] = useState<number | null>(invitation.scheduleId ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const [accept] = useMutation(ContinueReenrolmentDocument);
  const [decline] = useMutation(DeclineReenrolmentDocument);
  const key = `${invitation.registrationId}:reenrolment`;
  const slotText = (each: Invitation['slots'][number]) =>
    `${intl.formatMessage({ id: dayLabel(each.dayOfWeek) })} ${formatTimeRange(each.from, each.to)}, ${each.branchTitle}`;
  const dates =
    invitation.startDate && invitation.endDate ? format.dateRange(invitation.startDate, invitation.endDate) : '';
  const carryOn = async () => {
    setRefusal(null);
    setContinuing(true);
    try {
      await accept({ variables: { token, registrationId: invitation.registrationId, scheduleId: slot } });
      await props.onDone(
        intl.formatMessage({ id: 'parents.reenrolmentContinued' }, { child: invitation.childFullName }),
      );
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found ? familyRefusal(intl, found) : intl.formatMessage({ id: 'parents.actionFailed' }));
    } finally {
      setContinuing(false);
    }
  };
  return (
    <section
      className={styles.offer}
      aria-label={intl.formatMessage({ id: 'parents.reenrolmentHeading' }, { title: invitation.title })}
    >
      <h2 className={styles.reenrolmentHeading}>
        <FormattedMessage id="parents.reenrolmentHeading" values={{ title: invitation.title }} />
      </h2>
      <p>
        <FormattedMessage
          id="parents.reenrolmentLead"
          values={{
            child: <strong>{invitation.childFullName}</strong>,
            dates,
            price: format.price(invitation.price),
            until: <strong>{format.deadline(invitation.priorityUntil)}</strong>,
          }}
        />
      </p>
      {invitation.slots.length > 1 ? (
        <label className={styles.reenrolmentSlot}>
          <span>
            <FormattedMessage id="parents.reenrolmentSlot" />
          </span>
          <select value={slot ?? ''} onChange={(event) => setSlot(Number(event.target.value))}>
            {invitation.slots.map((each) => (
              <option key={each.id} value={each.id}>
                {slotText(each)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        invitation.slots[0] && <p>{slotText(invitation.slots[0])}</p>
      )}
      <p className={styles.muted}>
        <FormattedMessage
          id="parents.reenrolmentConsents"
          values={{
            conditions: (text) => <Link to={PATHS.conditions}>{text}</Link>,
            gdpr: (text) => <Link to={PATHS.gdpr}>{text}</Link>,
          }}
        />
      </p>
      {refusal && (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      )}
      {props.active === key ? (
        <ParentActionForm
          heading={intl.formatMessage(
            { id: 'parents.reenrolmentDeclineQuestion' },
            { what: `${invitation.childFullName} – ${invitation.title}` },
          )}
          initialValues={{ reason: '' }}
          schema={reenrolmentDeclineSchema.pick(['reason'])}
          submitText={<FormattedMessage id="parents.reenrolmentDeclineConfirm" />}
          onClose={() => props.onActive(null)}
          onSubmit={async ({ reason }) => {
            await decline({
              variables: { token, registrationId: invitation.registrationId, reason: reason.trim() || null },
            });
            props.onActive(null);
            await props.onDone(intl.formatMessage({ id: 'parents.reenrolmentDeclined' }));
          }}
        >
          <TextField
            name="reason"
            multiline
            label={<FormattedMessage id="parents.reenrolmentReason" />}
            helper={intl.formatMessage({ id: 'parents.reasonHelper' }, { max: REENROLMENT_REASON_MAX })}
          />
        </ParentActionForm>
      ) : (
        <div className={styles.actionButtons}>
          <Button
            intent="primary"
            loading={continuing}
            text={intl.formatMessage({ id: 'parents.reenrolmentContinue' })}
            onClick={() => void carryOn()}
          />
          <Button
            variant="outlined"
            data-opener={key}
            text={intl.formatMessage({ id: 'parents.reenrolmentDecline' })}
            onClick={() => {
              setRefusal(null);
              props.onActive(key);
            }}
          />
        </div>
      )}
    </section>
  );
}
