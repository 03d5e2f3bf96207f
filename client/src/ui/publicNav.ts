import type { To } from 'react-router-dom';
import type { MessageId } from '../i18n/messages';
import { detailPrefix, linkTo } from '../routes/route';
import { ABOUT_US_ANCHORS, PATHS } from '../routes/site';

export interface NavLinkItem {
  labelId: MessageId;
  path: string;
  /** Section of the target page, without '#'. */
  hash?: string;
  /** Detail pages that belong to this entry, e.g. '/course/' for the course list. */
  activePrefixes?: readonly string[];
}

export interface NavGroupItem {
  labelId: MessageId;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

interface Place {
  pathname: string;
  hash: string;
}

const organize: NavGroupItem = {
  labelId: 'nav.organize',
  children: [
    { labelId: 'nav.courses', path: PATHS.courses, activePrefixes: [detailPrefix(PATHS.courseDetail)] },
    { labelId: 'nav.camps', path: PATHS.camps, activePrefixes: [detailPrefix(PATHS.campDetail)] },
  ],
};

const info: NavGroupItem = {
  labelId: 'nav.info',
  children: ABOUT_US_ANCHORS.map((anchor) => ({
    labelId: `nav.${anchor}`,
    path: PATHS.aboutUs,
    hash: anchor,
  })),
};

/** Entries left of the logo on wide screens. */
export const NAV_BEFORE_LOGO: readonly NavItem[] = [
  { labelId: 'nav.home', path: PATHS.home },
  organize,
  { labelId: 'nav.branches', path: PATHS.branches, activePrefixes: [detailPrefix(PATHS.branchDetail)] },
  { labelId: 'nav.gallery', path: PATHS.gallery, activePrefixes: [detailPrefix(PATHS.galleryDetail)] },
];

/** Entries right of the logo on wide screens. */
export const NAV_AFTER_LOGO: readonly NavItem[] = [
  {
    labelId: 'nav.registration',
    path: linkTo(PATHS.registration),
    activePrefixes: [detailPrefix(PATHS.registration)],
  },
  { labelId: 'nav.schedule', path: PATHS.schedule },
  { labelId: 'nav.contacts', path: PATHS.contacts },
  info,
];

export const PUBLIC_NAV: readonly NavItem[] = [...NAV_BEFORE_LOGO, ...NAV_AFTER_LOGO];

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

export function navTarget(item: NavLinkItem): To {
  return item.hash === undefined ? item.path : { pathname: item.path, hash: item.hash };
}

export function isLinkActive(place: Place, item: NavLinkItem): boolean {
  if (item.hash !== undefined) {
    return place.pathname === item.path && place.hash === `#${item.hash}`;
  }
  return (
    place.pathname === item.path || (item.activePrefixes ?? []).some((prefix) => place.pathname.startsWith(prefix))
  );
}

/** A group is active on any page its entries lead to, whatever the section. */
export function isGroupActive(place: Place, group: NavGroupItem): boolean {
  return group.children.some((child) => isLinkActive(place, child) || place.pathname === child.path);
}
