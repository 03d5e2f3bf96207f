// What the head tags and the sitemap read, through the public GraphQL API as an anonymous visitor:
// hidden records stay hidden by the same rules as on the pages.
import type { Translations } from '@kurzy/common';

const PICTURE = 'illustrations { path width height }';
const BRANCH = 'branch { title address }';
/** The English and Ukrainian versions (issue 49): the head speaks the page's language. */
const TRANSLATIONS = 'translations { en { title description } uk { title description } }';

export const COURSE_HEAD = `query SeoCourse($id: Int!) { course(id: $id) {
  id title description ${TRANSLATIONS} price freeSpots capacity startDate endDate ${PICTURE}
  schedules { dayOfWeek from to ${BRANCH} }
} }`;

export const CAMP_HEAD = `query SeoCamp($id: Int!) { camp(id: $id) {
  id title description ${TRANSLATIONS} price freeSpots capacity from to ${BRANCH}
} }`;

export const BRANCH_HEAD = `query SeoBranch($id: Int!) { branch(id: $id) { id title description ${TRANSLATIONS} address } }`;

export const GALLERY_HEAD = 'query SeoGallery($id: Int!) { gallery(id: $id) { id title description cover { path } } }';

export const SITEMAP = `query SeoSitemap {
  courses { id createdAt }
  camps { id createdAt }
  branches { id createdAt }
  galleries { id createdAt }
  newsList { id createdAt }
}`;

type Translated = { translations: Translations<'title' | 'description'> };

interface Place {
  title: string;
  address: string;
}

export interface CourseData extends Translated {
  id: number;
  title: string;
  description: string | null;
  price: number;
  freeSpots: number;
  capacity: number;
  startDate: string | null;
  endDate: string | null;
  illustrations: { path: string }[];
  schedules: { dayOfWeek: number; from: string; to: string; branch: Place }[];
}

export interface CampData extends Translated {
  id: number;
  title: string;
  description: string | null;
  price: number;
  freeSpots: number;
  capacity: number;
  from: string;
  to: string;
  branch: Place | null;
}

export interface BranchData extends Translated {
  id: number;
  title: string;
  description: string | null;
  address: string;
}

export interface GalleryData {
  id: number;
  title: string;
  description: string | null;
  cover: { path: string } | null;
}

type Dated = { id: number; createdAt: string }[];

export interface SitemapData {
  courses: Dated;
  camps: Dated;
  branches: Dated;
  galleries: Dated;
  newsList: Dated;
}
