import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { formatFileSize, type Operation } from '@kurzy/common';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql/fragment-masking';
import type { PictureOwner } from '../../../gql/graphql';
import { EmptyList } from '../../../ui/EmptyList';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorReason } from '../common/errors';
import { useStaff } from '../common/staff';
import { toast } from '../common/toasts';
import adminStyles from '../common/admin.module.css';
import { useUploads } from './useUploads';
import { PictureCard, type Direction } from './PictureCard';
import {
  AdminPictureFragmentDoc,
  type AdminPictureFragment,
  AdminPicturesDocument,
  DeletePictureDocument,
  MovePictureDocument,
  SetIllustrationDocument,
  SetPictureCaptionDocument,
  UnsetIllustrationDocument,
} from './Pictures.generated';
import styles from './pictures.module.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
/** What a picture card carries while dragged: its id, never files (those go to the upload zone). */
const DRAG_TYPE = 'application/x-kurzy-picture';

interface PictureManagerProps {
  owner: PictureOwner;
  ownerId: number;
  /** Changing the pictures is changing their owner (course.write for a course...). */
  write: Operation;
  /** After any change, e.g. for the owner's picture count. */
  onChange?: () => void;
}

/** The pictures of a gallery, course or camp: upload with progress (button or dropped files), and
 * per picture its caption, place (buttons for the keyboard, dragging for the mouse), illustration
 * mark and deletion. Every change is saved at once. */
export function PictureManager({ owner, ownerId, write, onChange }: PictureManagerProps) {
  const intl = useIntl();
  const { may } = useStaff();
  const editable = may(write);
  const { data, loading, error, refetch } = useQuery(AdminPicturesDocument, {
    variables: { owner, ownerId },
    fetchPolicy: 'cache-and-network',
    // Each finished upload reloads the list: joined to the reload of the upload before it, still on its
    // way, the last picture stayed missing (a loaded full run of the gallery test showed it).
    context: { queryDeduplication: false },
  });
  useEffect(() => {
    if (error) toast.error(intl.formatMessage({ id: 'admin.pictures.loadError' }), errorReason(error));
  }, [error, intl]);
  const pictures = useMemo(
    () => (error ? [] : getFragmentData(AdminPictureFragmentDoc, data?.pictures ?? [])),
    [data, error],
  );

  const [deleting, setDeleting] = useState<AdminPictureFragment | null>(null);
  const [removePicture, removal] = useMutation(DeletePictureDocument);
  const [setIllustration] = useMutation(SetIllustrationDocument);
  const [unsetIllustration] = useMutation(UnsetIllustrationDocument);
  const [saveCaption] = useMutation(SetPictureCaptionDocument);
  const [movePicture] = useMutation(MovePictureDocument);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const dragged = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  /** After a move by keyboard, focus goes back to the button pressed, wherever the card went. */
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);

  // A failed reload is the list's own error ("Fotografie se nepodařilo načíst."), not the change's:
  // the server has already made it.
  const changed = async () => {
    await refetch().catch(() => undefined);
    onChange?.();
  };

  const { uploads, start, busy } = useUploads(owner, ownerId, (done, failed) => {
    if (done > 0) toast.success(intl.formatMessage({ id: 'admin.pictures.uploaded' }, { count: done }));
    for (const upload of failed)
      toast.error(intl.formatMessage({ id: 'admin.pictures.uploadError' }, { name: upload.name }), upload.error);
  });

  const upload = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    void start([...files], () => void changed());
  };

  const nameOf = (index: number) => intl.formatMessage({ id: 'admin.pictures.name' }, { number: index + 1 });

  const toggleIllustration = async (picture: AdminPictureFragment) => {
    setBusyId(picture.id);
    try {
      if (picture.illustration) {
        await unsetIllustration({ variables: { id: picture.id } });
        toast.success(intl.formatMessage({ id: 'admin.pictures.unset' }));
      } else {
        await setIllustration({ variables: { id: picture.id } });
        toast.success(intl.formatMessage({ id: 'admin.pictures.set' }));
      }
      await changed();
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: picture.illustration ? 'admin.pictures.unsetError' : 'admin.pictures.setError' }),
        errorReason(failure),
      );
    } finally {
      setBusyId(null);
    }
  };

  const changeCaption = async (picture: AdminPictureFragment, caption: string | null): Promise<boolean> => {
    try {
      await saveCaption({ variables: { id: picture.id, caption } });
      toast.success(
        intl.formatMessage({ id: caption ? 'admin.pictures.captionSaved' : 'admin.pictures.captionRemoved' }),
      );
      await changed();
      return true;
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.pictures.captionError' }), errorReason(failure));
      return false;
    }
  };

  /** `position` counts from 1, as the server does. */
  const move = async (picture: AdminPictureFragment, position: number, direction?: Direction) => {
    const from = pictures.findIndex((each) => each.id === picture.id) + 1;
    if (position === from || position < 1 || position > pictures.length) return;
    setBusyId(picture.id);
    try {
      await movePicture({ variables: { id: picture.id, position } });
      if (direction) refocus.current = { id: picture.id, direction };
      await changed();
      setAnnouncement(
        intl.formatMessage(
          { id: 'admin.pictures.moved' },
          { position, count: pictures.length, name: nameOf(from - 1) },
        ),
      );
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.pictures.moveError' }), errorReason(failure));
    } finally {
      setBusyId(null);
    }
  };

  useEffect(() => {
    const target = refocus.current;
    if (!target || busyId !== null) return;
    refocus.current = null;
    const card = list.current?.querySelector(`[data-picture="${target.id}"]`);
    const other: Direction = target.direction === 'earlier' ? 'later' : 'earlier';
    // At the first or last place the pressed button is disabled: the other one takes the focus.
    const button =
      card?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ??
      card?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    button?.focus();
  }, [pictures, busyId]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removePicture({ variables: { id: deleting.id } });
      toast.deleted(intl.formatMessage({ id: 'admin.pictures.deleted' }));
      await changed();
    } catch (failure) {
      toast.deleteFailed(intl.formatMessage({ id: 'admin.pictures.deleteError' }), errorReason(failure));
    }
    setDeleting(null);
  };

  const isPictureDrag = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

  return (
    <section className={styles.manager}>
      {editable && (
        <div
          className={`${styles.drop} ${dropping ? styles.dragging : ''}`}
          onDragOver={(event) => {
            if (isPictureDrag(event)) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(event) => {
            if (isPictureDrag(event)) return;
            event.preventDefault();
            setDropping(false);
            upload(event.dataTransfer.files);
          }}
        >
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES}
            multiple
            hidden
            data-testid="picture-files"
            onChange={(event) => {
              upload(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <Button
            intent={Intent.PRIMARY}
            icon={<UploadIcon />}
            onClick={() => fileInput.current?.click()}
            text={<FormattedMessage id="admin.pictures.upload" />}
          />
          <span className={styles.dropHint}>
            <FormattedMessage id="admin.pictures.dropHint" />
          </span>
        </div>
      )}

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={intl.formatMessage({ id: 'admin.pictures.uploads' })}>
          {uploads.map((item) => (
            <li key={item.key} className={styles.upload}>
              <span className={styles.uploadName}>
                {item.name} <span className={styles.uploadSize}>{formatFileSize(item.size)}</span>
              </span>
              <ProgressBar
                value={item.state === 'waiting' ? 0 : item.progress}
                intent={
                  item.state === 'failed' ? Intent.DANGER : item.state === 'done' ? Intent.SUCCESS : Intent.PRIMARY
                }
                animate={item.state === 'uploading'}
                stripes={item.state === 'uploading'}
                aria-label={item.name}
              />
              <span className={styles.uploadState} role="status">
                {item.state === 'failed' ? item.error : <FormattedMessage id={`admin.pictures.state.${item.state}`} />}
              </span>
            </li>
          ))}
        </ul>
      )}

      {editable && pictures.length > 1 && (
        <p className={styles.hint}>
          <FormattedMessage id="admin.pictures.orderHint" />
        </p>
      )}
      <p role="status" className={adminStyles.visuallyHidden}>
        {announcement}
      </p>
      {pictures.length === 0 ? (
        <EmptyList loading={(loading || busy) && !error} />
      ) : (
        <ul ref={list} className={styles.grid} aria-label={intl.formatMessage({ id: 'admin.galleries.pictures' })}>
          {pictures.map((picture, index) => (
            <li
              key={picture.id}
              data-picture={picture.id}
              className={dragOver === picture.id ? styles.dropTarget : undefined}
              draggable={editable}
              onDragStart={(event) => {
                dragged.current = picture.id;
                event.dataTransfer.setData(DRAG_TYPE, String(picture.id));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => {
                dragged.current = null;
                setDragOver(null);
              }}
              onDragOver={(event) => {
                if (!isPictureDrag(event)) return;
                event.preventDefault();
                setDragOver(picture.id);
              }}
              onDragLeave={() => setDragOver((current) => (current === picture.id ? null : current))}
              onDrop={(event) => {
                if (!isPictureDrag(event)) return;
                event.preventDefault();
                setDragOver(null);
                const moving = pictures.find((each) => each.id === dragged.current);
                if (moving) void move(moving, index + 1);
              }}
            >
              <PictureCard
                picture={picture}
                name={nameOf(index)}
                first={index === 0}
                last={index === pictures.length - 1}
                editable={editable}
                busy={busyId === picture.id}
                onMove={(direction) => void move(picture, index + (direction === 'earlier' ? 0 : 2), direction)}
                onToggleIllustration={() => void toggleIllustration(picture)}
                onCaption={(caption) => changeCaption(picture, caption)}
                onDelete={() => setDeleting(picture)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'admin.pictures.confirmTitle' })}
        message={<FormattedMessage id="admin.pictures.confirmMessage" />}
        confirmText={<FormattedMessage id="admin.action.delete" />}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
