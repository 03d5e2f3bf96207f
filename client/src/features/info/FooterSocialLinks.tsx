import { FormattedMessage } from 'react-intl';
import type { SiteInfoQuery } from './SiteInfo.generated';
import type { MessageId } from '../../i18n/messages';
import styles from './Footer.module.css';

type SiteInfo = SiteInfoQuery['siteInfo'];

const NETWORKS: ReadonlyArray<{ key: keyof SiteInfo; labelId: MessageId }> = [
  { key: 'facebookUrl', labelId: 'footer.facebook' },
  { key: 'instagramUrl', labelId: 'footer.instagram' },
  { key: 'youtubeUrl', labelId: 'footer.youtube' },
];

/** Links to the operator's social profiles; only those configured on the server appear. */
export function FooterSocialLinks({ siteInfo }: { siteInfo: SiteInfo }) {
  const links = NETWORKS.flatMap(({ key, labelId }) => {
    const url = siteInfo[key];
    return url ? [{ url, labelId }] : [];
  });
  if (links.length === 0) return null;
  return (
    <>
      <p className={styles.subtitle}>
        <FormattedMessage id="footer.followUs" />
      </p>
      <ul className={styles.social}>
        {links.map(({ url, labelId }) => (
          <li key={labelId}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id={labelId} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
