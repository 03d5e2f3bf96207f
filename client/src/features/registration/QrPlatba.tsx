import { useIntl } from 'react-intl';
import styles from './registration.module.css';

/** The QR Platba image, drawn from the path the server computed (no image request, nothing for the
 * page's Content-Security-Policy to allow). */
export function QrPlatba({ size, path }: { size: number; path: string }) {
  const intl = useIntl();
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={intl.formatMessage({ id: 'registration.qrLabel' })}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
