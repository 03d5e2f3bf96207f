import { AnchorButton, H1 } from '@blueprintjs/core';
import { ArrowLeftIcon, ShareIcon } from '@blueprintjs/icons';
import type { Operation } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PictureOwner } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { PageTitle } from '../../../ui/PageTitle';
import { VisibleTag } from '../common/cells';
import { LinkButton } from '../common/LinkButton';
import ownerHead from './ownerHead.module.css';
import { PictureManager } from './PictureManager';

interface OwnerPicturesPageProps {
  owner: PictureOwner;
  /** The course or camp, once loaded; null when it does not exist. */
  item: { id: number; title: string; visible: boolean } | null | undefined;
  /** "Obrázky kurzu {name}". */
  headingId: MessageId;
  /** What the illustration and the pictures do on the public site for this kind of owner. */
  hintId: MessageId;
  back: { to: string; text: MessageId };
  /** Its page on the public site. */
  publicPath: string;
  write: Operation;
}

/** The pictures of a course or camp: the gallery's picture manager under the item's title. */
export function OwnerPicturesPage({ owner, item, headingId, hintId, back, publicPath, write }: OwnerPicturesPageProps) {
  const intl = useIntl();
  const heading = item ? intl.formatMessage({ id: headingId }, { name: item.title }) : '';
  return (
    <>
      <PageTitle page={heading || intl.formatMessage({ id: 'admin.pictures.title' })} />
      <LinkButton
        to={back.to}
        variant="minimal"
        size="small"
        icon={<ArrowLeftIcon />}
        text={<FormattedMessage id={back.text} />}
      />
      {item && (
        <>
          <div className={ownerHead.head}>
            <H1 className={ownerHead.title}>{heading}</H1>
            <span className={ownerHead.meta}>
              <VisibleTag visible={item.visible} />
            </span>
            <AnchorButton
              href={publicPath}
              target="_blank"
              rel="noopener noreferrer"
              variant="minimal"
              size="small"
              icon={<ShareIcon />}
              text={<FormattedMessage id="admin.pictures.publicPage" />}
            />
          </div>
          <p className={ownerHead.description}>
            <FormattedMessage id={hintId} />
          </p>
          <PictureManager owner={owner} ownerId={item.id} write={write} />
        </>
      )}
      {item === null && (
        <p>
          <FormattedMessage id="admin.pictures.ownerMissing" />
        </p>
      )}
    </>
  );
}
