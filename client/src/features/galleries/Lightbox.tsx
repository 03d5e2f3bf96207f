import { ChevronLeftIcon, ChevronRightIcon, CrossIcon } from '../../ui/icons';
import { type KeyboardEvent, type TouchEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { type FragmentType, getFragmentData } from '../../gql/fragment-masking';
import { pictureUrl } from '../../ui/Picture';
import { PictureImageFragmentDoc } from '../../ui/Picture.generated';
import styles from './galleries.module.css';

interface LightboxProps {
  title: string;
  pictures: readonly FragmentType<typeof PictureImageFragmentDoc>[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A sideways move longer than this (px) is a swipe to the next or previous picture. */
const SWIPE = 50;

/** One picture at full web size in a modal dialog (the whole screen on a phone); arrows (buttons or
 * keys) and swipes move through the gallery, Esc closes, focus stays inside and returns to the
 * thumbnail afterwards. */
export function Lightbox({ title, pictures, index, onIndex, onClose }: LightboxProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const element = dialog.current;
    element?.showModal();
    nextButton.current?.focus();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const count = pictures.length;
  const picture = getFragmentData(PictureImageFragmentDoc, pictures[index]);
  if (!picture) return null;
  const previous = () => onIndex((index - 1 + count) % count);
  const next = () => onIndex((index + 1) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    // Mostly sideways, so a scroll or a pinch is not taken for a swipe.
    if (Math.abs(dx) <= SWIPE || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    if (dx < 0) next();
    else previous();
  };
  const caption = intl.formatMessage({ id: 'gallery.pictureOf' }, { number: index + 1, count });
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Arrow keys work wherever focus is inside the dialog.
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.lightboxTitle}>
        {title} – {caption}
      </h2>
      <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          src={pictureUrl(picture.path)}
          width={picture.width}
          height={picture.height}
          alt={picture.caption ?? `${title} – ${caption}`}
          className={styles.full}
        />
      </div>
      <div className={styles.nav}>
        <Button
          icon={<ChevronLeftIcon />}
          onClick={previous}
          disabled={count < 2}
          text={intl.formatMessage({ id: 'gallery.previous' })}
        />
        <Button
          icon={<CrossIcon />}
          variant="minimal"
          onClick={onClose}
          text={intl.formatMessage({ id: 'gallery.close' })}
        />
        <Button
          ref={nextButton}
          endIcon={<ChevronRightIcon />}
          onClick={next}
          disabled={count < 2}
          text={intl.formatMessage({ id: 'gallery.next' })}
        />
      </div>
    </dialog>
  );
}
