import { Button, Card, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, FloppyDiskIcon, StarEmptyIcon, StarIcon, TrashIcon } from '@blueprintjs/icons';
import { fieldMessages, MAX_PICTURE_CAPTION, pictureCaptionSchema } from '@kurzy/common';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import type { MessageId } from '../../../i18n/messages';
import { publicUrl } from './publicUrl';
import type { AdminPictureFragment } from './Pictures.generated';
import styles from './pictures.module.css';

export type Direction = 'earlier' | 'later';

interface PictureCardProps {
  picture: AdminPictureFragment;
  /** "Fotografie 3": how buttons and the thumbnail name it. */
  name: string;
  first: boolean;
  last: boolean;
  editable: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
  onToggleIllustration: () => void;
  /** Resolves whether the caption was saved. */
  onCaption: (caption: string | null) => Promise<boolean>;
  onDelete: () => void;
}

/** The caption as the server will take it, or the Czech message of why not. */
function checkCaption(text: string): { caption: string | null } | { error: string } {
  try {
    return pictureCaptionSchema.validateSync({ caption: text });
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    return { error: Object.values(fieldMessages(failure))[0] ?? failure.message };
  }
}

/** The caption, saved with Enter or the save button that appears once it changed; Escape undoes. */
function CaptionForm({
  caption,
  name,
  onSave,
}: {
  caption: string | null;
  name: string;
  onSave: (caption: string | null) => Promise<boolean>;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [draft, setDraft] = useState(caption ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = draft.trim() !== (caption ?? '');
  const saveLabel = intl.formatMessage({ id: 'admin.pictures.captionSave' }, { name });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    const checked = checkCaption(draft);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    setSaving(true);
    // Once saved, the caption that comes back equals the trimmed draft: nothing is left to save.
    await onSave(checked.caption);
    setSaving(false);
  };

  return (
    <form className={styles.caption} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={styles.captionLabel}>
        <FormattedMessage id="admin.pictures.caption" />
      </label>
      <InputGroup
        id={inputId}
        size="small"
        value={draft}
        maxLength={MAX_PICTURE_CAPTION + 50}
        placeholder={intl.formatMessage({ id: 'admin.pictures.captionPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'admin.pictures.captionLabel' }, { name })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        intent={problem ? Intent.DANGER : Intent.NONE}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dirty) {
            event.stopPropagation();
            setDraft(caption ?? '');
            setProblem(null);
          }
        }}
        rightElement={
          dirty ? (
            <Button
              type="submit"
              variant="minimal"
              size="small"
              icon={<FloppyDiskIcon />}
              loading={saving}
              aria-label={saveLabel}
              title={saveLabel}
            />
          ) : undefined
        }
      />
      {problem && (
        <span id={`${inputId}-error`} className={styles.captionError} role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

/** One picture of the manager: its thumbnail (opening the web size), caption and buttons. */
export function PictureCard({ picture, name, first, last, editable, busy, ...on }: PictureCardProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id }, { name });
  const illustrationLabel = label(picture.illustration ? 'admin.pictures.unsetLabel' : 'admin.pictures.setLabel');
  return (
    <Card className={`${styles.card} ${picture.illustration ? styles.illustration : ''}`} compact>
      <a href={publicUrl(picture.path)} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
        <img src={publicUrl(picture.thumbnailPath)} alt={name} loading="lazy" className={styles.thumb} />
      </a>
      {editable ? (
        <CaptionForm caption={picture.caption} name={name} onSave={on.onCaption} />
      ) : (
        picture.caption && <p className={styles.caption}>{picture.caption}</p>
      )}
      <div className={styles.cardBar}>
        {picture.illustration ? (
          <Tag intent={Intent.WARNING} minimal>
            <FormattedMessage id="admin.pictures.cover" />
          </Tag>
        ) : (
          <span />
        )}
        {editable && (
          <span className={styles.buttons}>
            <Button
              variant="minimal"
              size="small"
              icon={<ArrowLeftIcon />}
              disabled={first || busy}
              data-move="earlier"
              aria-label={label('admin.pictures.earlierLabel')}
              title={label('admin.pictures.earlierLabel')}
              onClick={() => on.onMove('earlier')}
            />
            <Button
              variant="minimal"
              size="small"
              icon={<ArrowRightIcon />}
              disabled={last || busy}
              data-move="later"
              aria-label={label('admin.pictures.laterLabel')}
              title={label('admin.pictures.laterLabel')}
              onClick={() => on.onMove('later')}
            />
            <Button
              variant="minimal"
              size="small"
              icon={picture.illustration ? <StarIcon /> : <StarEmptyIcon />}
              intent={picture.illustration ? Intent.WARNING : Intent.NONE}
              loading={busy}
              aria-pressed={picture.illustration}
              aria-label={illustrationLabel}
              title={illustrationLabel}
              onClick={on.onToggleIllustration}
            />
            <Button
              variant="minimal"
              size="small"
              intent={Intent.DANGER}
              icon={<TrashIcon />}
              aria-label={label('admin.pictures.deleteLabel')}
              title={label('admin.pictures.deleteLabel')}
              onClick={on.onDelete}
            />
          </span>
        )}
      </div>
    </Card>
  );
}
