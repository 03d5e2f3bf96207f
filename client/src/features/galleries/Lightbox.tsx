import { Button, Classes, Dialog } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, CrossIcon } from '@blueprintjs/icons';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { pictureUrl } from '../../ui/Picture';
import styles from './galleries.module.css';

interface LightboxPicture {
  id: number;
  path: string;
  width: number;
  height: number;
}

interface LightboxProps {
  title: string;
  pictures: readonly LightboxPicture[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One picture at full web size; arrows (buttons or keys) move through the gallery, Esc closes,
 * focus stays inside and returns to the thumbnail afterwards (Blueprint's Dialog). */
export function Lightbox({ title, pictures, index, onIndex, onClose }: LightboxProps) {
  const intl = useIntl();
  const count = pictures.length;
  const picture = pictures[index];
  if (!picture) return null;
  const previous = () => onIndex((index - 1 + count) % count);
  const next = () => onIndex((index + 1) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };
  const caption = intl.formatMessage({ id: 'gallery.pictureOf' }, { number: index + 1, count });
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${title} – ${caption}`}
      isCloseButtonShown={false}
      className={styles.lightbox}
    >
      {/* Arrow keys work wherever focus is inside the dialog. */}
      <div onKeyDown={onKeyDown}>
        <div className={`${Classes.DIALOG_BODY} ${styles.stage}`}>
          <img
            src={pictureUrl(picture.path)}
            width={picture.width}
            height={picture.height}
            alt={`${title} – ${caption}`}
            className={styles.full}
          />
        </div>
        <div className={`${Classes.DIALOG_FOOTER} ${styles.nav}`}>
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
            endIcon={<ChevronRightIcon />}
            onClick={next}
            disabled={count < 2}
            text={intl.formatMessage({ id: 'gallery.next' })}
            autoFocus
          />
        </div>
      </div>
    </Dialog>
  );
}
