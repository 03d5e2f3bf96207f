// The icons of the public pages: Blueprint's icon drawings (its path data; the 20 px grid only for
// the icons shown that large) without its icon components, which bring their own runtime. Same
// markup as Blueprint's: span.icon > svg, so a surrounding style can size or colour them.
import type { ReactElement } from 'react';
import arrowRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import caretRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-right.js';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import download16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import logIn16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import mapMarker20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/map-marker.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import menu20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office.js';
import phone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js';
import play16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/play.js';
import play20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/play.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';

interface IconProps {
  /** Pixels; 20 and more draw the 20 px version where the icon has one here. */
  size?: number;
  /** Announced name; without one the icon is decoration. */
  title?: string;
  className?: string;
}

type Icon = (props: IconProps) => ReactElement;

function icon(paths16: readonly string[], paths20?: readonly string[]): Icon {
  return function BlueprintIcon({ size = 16, title, className }: IconProps) {
    const grid = size >= 20 && paths20 ? 20 : 16;
    return (
      <span className={`icon ${className ?? ''}`} aria-hidden={title ? undefined : true}>
        <svg width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} fill="currentColor" role="img">
          {title && <title>{title}</title>}
          {(grid === 20 && paths20 ? paths20 : paths16).map((path) => (
            <path key={path} d={path} fillRule="evenodd" />
          ))}
        </svg>
      </span>
    );
  };
}

export const ArrowRightIcon = icon(arrowRight16);
export const CaretDownIcon = icon(caretDown16);
export const CaretRightIcon = icon(caretRight16);
export const ChevronLeftIcon = icon(chevronLeft16);
export const ChevronRightIcon = icon(chevronRight16);
export const CrossIcon = icon(cross16);
export const DownloadIcon = icon(download16);
export const EnvelopeIcon = icon(envelope16);
export const ErrorIcon = icon(error16, error20);
export const HomeIcon = icon(home16);
export const LogInIcon = icon(logIn16);
export const MapMarkerIcon = icon(mapMarker16, mapMarker20);
export const MenuIcon = icon(menu16, menu20);
export const OfficeIcon = icon(office16);
export const PhoneIcon = icon(phone16);
export const PlayIcon = icon(play16, play20);
export const RefreshIcon = icon(refresh16);
export const SearchIcon = icon(search16, search20);
