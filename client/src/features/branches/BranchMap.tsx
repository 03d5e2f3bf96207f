import { MapMarkerIcon } from '../../ui/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './BranchMap.module.css';

const TILE = 256;
const ZOOM = 16;
/** Tiles around the centre one: enough to cover the box on any screen up to the page width. */
const COLUMNS = [-3, -2, -1, 0, 1, 2, 3];
const ROWS = [-1, 0, 1];
const TILE_URL = 'https://tile.openstreetmap.org';

/** Web Mercator pixel of a place at ZOOM (the tile scheme every OpenStreetMap tile server uses). */
function worldPixel(latitude: number, longitude: number) {
  const scale = TILE * 2 ** ZOOM;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

interface BranchMapProps {
  address: string;
  location: readonly number[] | null | undefined;
}

/** A small static map of the branch from OpenStreetMap tiles, with a marker in the middle. With no
 * stored location, or when the tiles cannot load (offline, blocked), it is the address alone. */
export function BranchMap({ address, location }: BranchMapProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const [latitude, longitude] = location ?? [];
  const openUrl =
    latitude !== undefined && longitude !== undefined
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${ZOOM}/${latitude}/${longitude}`
      : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  const fallback = (
    <div className={styles.fallback}>
      <MapMarkerIcon size={24} />
      <div>
        <p className={styles.address}>{address}</p>
        <a href={openUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="branch.openMap" />
        </a>
      </div>
    </div>
  );
  if (latitude === undefined || longitude === undefined || failed) return fallback;

  const centre = worldPixel(latitude, longitude);
  const tileX = Math.floor(centre.x / TILE);
  const tileY = Math.floor(centre.y / TILE);
  const max = 2 ** ZOOM;
  return (
    <figure className={styles.figure}>
      <div className={styles.map} role="img" aria-label={intl.formatMessage({ id: 'branch.mapLabel' }, { address })}>
        {ROWS.flatMap((row) =>
          COLUMNS.map((column) => {
            const x = (((tileX + column) % max) + max) % max;
            const y = tileY + row;
            if (y < 0 || y >= max) return null;
            return (
              <img
                key={`${column}:${row}`}
                src={`${TILE_URL}/${ZOOM}/${x}/${y}.png`}
                alt=""
                width={TILE}
                height={TILE}
                loading="lazy"
                className={styles.tile}
                style={{
                  left: `calc(50% + ${Math.round((tileX + column) * TILE - centre.x)}px)`,
                  top: `calc(50% + ${Math.round(y * TILE - centre.y)}px)`,
                }}
                onError={() => setFailed(true)}
              />
            );
          }),
        )}
        <MapMarkerIcon size={36} className={styles.marker} />
      </div>
      <figcaption className={styles.caption}>
        <span>{address}</span>
        <span>
          <a href={openUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="branch.openMap" />
          </a>{' '}
          · ©{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
            OpenStreetMap
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
