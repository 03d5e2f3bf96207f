import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { FamilyMessageKind, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, MessageChannel, Role } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { fieldErrorsOf } from '../../../ui/apiErrors';
import { PageTitle } from '../../../ui/PageTitle';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import { useDebounced } from '../common/useDebounced';
import {
  AdminMessageAudiencesDocument,
  AdminMessagePreviewDocument,
  AdminMessagesDocument,
  SendMessageDocument,
} from './AdminMessages.generated';
import styles from './messages.module.css';

// In Prague, whatever the browser's zone: the office's time.
const dateTime = {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
} as const;

/** What the page was opened for: ?termin=12, ?tabor=3, ?lekce=s12-2026-03-02 or ?prihlasky=1,2,3
 * (from a slot, a camp, a lesson or the registrations grid's selection). */
type Audience =
  { scheduleId: number } | { campId: number } | { lessonId: string } | { registrationIds: number[] } | null;

function audienceOf(params: URLSearchParams): Audience {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const schedule = id('termin');
  if (schedule) return { scheduleId: schedule };
  const camp = id('tabor');
  if (camp) return { campId: camp };
  const lesson = params.get('lekce');
  if (lesson) return { lessonId: lesson };
  const chosen = (params.get('prihlasky') ?? '')
    .split(',')
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0);
  return chosen.length ? { registrationIds: chosen } : null;
}

/** "Zprávy": staff write once to a slot, a camp, a lesson or chosen registrations, see how many
 * families it reaches before sending, and the messages sent with their delivery. */
export function AdminMessagesPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.tab.messages' });
  return (
    <>
      <PageTitle page={title} />
      <H1>{title}</H1>
      <Compose />
      <History />
    </>
  );
}

function Compose() {
  const intl = useIntl();
  const { staff } = useStaff();
  const [params, setParams] = useSearchParams();
  const audience = audienceOf(params);
  const [includeReplacements, setIncludeReplacements] = useState(false);
  const [kind, setKind] = useState(FamilyMessageKind.operational);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [withSms, setWithSms] = useState(false);
  const [smsWithoutDiacritics, setSmsWithoutDiacritics] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isAdmin = staff?.role === Role.administrator;
  const { data: choices } = useQuery(AdminMessageAudiencesDocument);
  // SMS go with provozní messages only; the count of their segments follows the text as it is typed.
  const sms = withSms && kind === FamilyMessageKind.operational;
  const smsText = useDebounced(sms ? text : '', 400);
  const input = audience
    ? {
        audience,
        includeReplacements,
        kind,
        ...(sms ? { channels: [MessageChannel.email, MessageChannel.sms], smsWithoutDiacritics } : {}),
      }
    : null;
  const { data: counted, previousData } = useQuery(AdminMessagePreviewDocument, {
    variables: { input: { ...input!, ...(sms ? { text: smsText } : {}) } },
    skip: !input,
    fetchPolicy: 'network-only',
  });
  const [send, { loading }] = useMutation(SendMessageDocument, { refetchQueries: [AdminMessagesDocument] });
  // The last count stays while the next one loads (no flicker as the text is typed).
  const preview = input ? (counted ?? previousData)?.messagePreview : undefined;
  const mine = (lectorId: number | null | undefined) => isAdmin || lectorId === staff?.id;
  const slots = (choices?.schedules ?? [])
    .filter((slot) => mine(slot.lectorId))
    .map((slot) => ({
      value: `termin=${slot.id}`,
      label: `${slot.course.title} – ${intl.formatMessage({ id: `admin.day.${slot.dayOfWeek}` as MessageId })} ${slot.from}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'cs'));
  const camps = (choices?.camps ?? [])
    .filter((camp) => mine(camp.lectorId))
    .map((camp) => ({ value: `tabor=${camp.id}`, label: camp.title }));
  const current = params.toString();
  const preset =
    audience && 'lessonId' in audience
      ? [
          {
            value: current,
            label: intl.formatMessage({ id: 'admin.messages.audience.lesson' }, { id: audience.lessonId }),
          },
        ]
      : audience && 'registrationIds' in audience
        ? [
            {
              value: current,
              label: intl.formatMessage(
                { id: 'admin.messages.audience.selection' },
                { count: audience.registrationIds.length },
              ),
            },
          ]
        : [];
  const submit = async () => {
    if (!input) return;
    try {
      const answer = await send({ variables: { input: { ...input, subject, text } } });
      setWithSms(false);
      setSmsWithoutDiacritics(false);
      setConfirming(false);
      setSubject('');
      setText('');
      setErrors({});
      toast.success(
        intl.formatMessage(
          { id: 'admin.messages.sent' },
          { recipients: answer.data?.sendMessage.recipients ?? 0, sms: answer.data?.sendMessage.sms ?? 0 },
        ),
      );
    } catch (error) {
      setConfirming(false);
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        toast.error(intl.formatMessage({ id: 'admin.messages.sendFailed' }), errorReason(error));
    }
  };
  const ready = Boolean(
    input && subject.trim() && text.trim() && preview && (preview.emails > 0 || (sms && preview.sms > 0)),
  );
  return (
    <section className={styles.compose} aria-labelledby="messages-compose">
      <H2 id="messages-compose">
        <FormattedMessage id="admin.messages.compose" />
      </H2>
      <FormGroup label={intl.formatMessage({ id: 'admin.messages.to' })} labelFor="message-audience">
        <HTMLSelect
          id="message-audience"
          value={audience ? current : ''}
          onChange={(event) => setParams(new URLSearchParams(event.currentTarget.value), { replace: true })}
        >
          <option value="">{intl.formatMessage({ id: 'admin.messages.choose' })}</option>
          {preset.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <optgroup label={intl.formatMessage({ id: 'admin.messages.audience.schedule' })}>
            {slots.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={intl.formatMessage({ id: 'admin.messages.audience.camp' })}>
            {camps.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        </HTMLSelect>
      </FormGroup>
      <Checkbox
        checked={includeReplacements}
        onChange={(event) => setIncludeReplacements(event.currentTarget.checked)}
        label={intl.formatMessage({ id: 'admin.messages.includeReplacements' })}
      />
      {isAdmin && (
        <RadioGroup
          label={intl.formatMessage({ id: 'admin.messages.kind' })}
          selectedValue={kind}
          onChange={(event) => setKind(event.currentTarget.value as FamilyMessageKind)}
        >
          <Radio
            value={FamilyMessageKind.operational}
            label={intl.formatMessage({ id: 'admin.messages.kind.operational' })}
          />
          <Radio
            value={FamilyMessageKind.informational}
            label={intl.formatMessage({ id: 'admin.messages.kind.informational' })}
          />
        </RadioGroup>
      )}
      <FormGroup
        label={intl.formatMessage({ id: 'admin.messages.subject' })}
        labelFor="message-subject"
        helperText={errors.subject}
        intent={errors.subject ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id="message-subject"
          value={subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup
        label={intl.formatMessage({ id: 'admin.messages.text' })}
        labelFor="message-text"
        helperText={errors.text}
        intent={errors.text ? Intent.DANGER : Intent.NONE}
      >
        <TextArea
          id="message-text"
          value={text}
          fill
          rows={8}
          maxLength={MESSAGE_TEXT_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      {preview?.smsAvailable && (
        <>
          <Checkbox
            checked={sms}
            disabled={kind !== FamilyMessageKind.operational}
            onChange={(event) => setWithSms(event.currentTarget.checked)}
            label={intl.formatMessage({ id: 'admin.messages.sms' })}
          />
          {kind !== FamilyMessageKind.operational && (
            <p className={styles.hint}>
              <FormattedMessage id="admin.messages.smsProvozni" />
            </p>
          )}
          {sms && (
            <Checkbox
              checked={smsWithoutDiacritics}
              onChange={(event) => setSmsWithoutDiacritics(event.currentTarget.checked)}
              label={intl.formatMessage({ id: 'admin.messages.smsWithoutDiacritics' })}
            />
          )}
        </>
      )}
      {preview && (
        <p role="status">
          <FormattedMessage id="admin.messages.count" values={{ emails: preview.emails, children: preview.children }} />{' '}
          {preview.optedOut > 0 && (
            <FormattedMessage id="admin.messages.optedOut" values={{ count: preview.optedOut }} />
          )}
          {sms && preview.smsSegments !== null && preview.smsSegments !== undefined && (
            <>
              {' '}
              <FormattedMessage
                id="admin.messages.smsCount"
                values={{
                  sms: preview.sms,
                  segments: preview.smsSegments,
                  encoding: intl.formatMessage({
                    id: preview.smsUnicode ? 'admin.messages.smsEncoding.unicode' : 'admin.messages.smsEncoding.plain',
                  }),
                }}
              />
            </>
          )}
        </p>
      )}
      <Button
        intent={Intent.PRIMARY}
        disabled={!ready}
        onClick={() => setConfirming(true)}
        text={intl.formatMessage({ id: 'admin.messages.send' })}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={intl.formatMessage({ id: 'admin.messages.confirmTitle' })}
        message={
          <FormattedMessage
            id="admin.messages.confirmText"
            values={{ subject, emails: preview?.emails ?? 0, sms: sms ? (preview?.sms ?? 0) : 0 }}
          />
        }
        confirmText={intl.formatMessage({ id: 'admin.messages.send' })}
        intent={Intent.PRIMARY}
        busy={loading}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function History() {
  const intl = useIntl();
  const { data } = useQuery(AdminMessagesDocument, { variables: { page: 1 }, fetchPolicy: 'cache-and-network' });
  const items = data?.messages.items ?? [];
  return (
    <section aria-labelledby="messages-history">
      <H2 id="messages-history">
        <FormattedMessage id="admin.messages.history" />
      </H2>
      {data && items.length === 0 ? (
        <p>
          <FormattedMessage id="admin.messages.empty" />
        </p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.messages.col.createdAt' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.messages.col.subject' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.messages.col.audience' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.messages.col.sentBy' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.messages.col.delivery' })}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((message) => (
              <tr key={message.id}>
                <td>{intl.formatDate(message.createdAt, dateTime)}</td>
                <td>{message.subject}</td>
                <td>{message.audience}</td>
                <td>{message.sentBy}</td>
                <td>
                  <FormattedMessage
                    id="admin.messages.delivery"
                    values={{
                      sent: message.sent,
                      recipients: message.recipients + message.sms,
                      queued: message.queued,
                      failed: message.failed,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
