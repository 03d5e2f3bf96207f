// Link previews, structured data, the sitemap and robots.txt of the public site. The paths are
// the public routes of client/src/routes/site.ts (the client's build is not importable here).
import { DEFAULT_LOCALE, type Locale, LOCALES, localized, localizedPath, withoutTrailingSlashes } from '@kurzy/common';
import type { AnonymousGraphql } from '../../core/site';
import type { PageHead } from './seo.head';
import { summary } from './seo.head';
import {
  BRANCH_HEAD,
  type BranchData,
  CAMP_HEAD,
  type CampData,
  COURSE_HEAD,
  type CourseData,
  GALLERY_HEAD,
  type GalleryData,
  SITEMAP,
  type SitemapData,
} from './seo.queries';

export interface SeoOptions {
  /** PUBLIC_URL: where the canonical addresses point. */
  publicUrl: string;
  siteName: string;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DETAIL = /^\/(course|camp|branch|gallery)\/(\d{1,9})$/;

export class SeoService {
  private readonly base: string;

  constructor(private readonly options: SeoOptions) {
    this.base = withoutTrailingSlashes(options.publicUrl);
  }

  /** The absolute address of a path of the site. */
  url(path: string): string {
    return `${this.base}${path}`;
  }

  private picture(path: string | undefined): string | undefined {
    return path ? this.url(`/public/${path}`) : undefined;
  }

  private async read<T>(
    graphql: AnonymousGraphql,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T | null> {
    const result = await graphql({ query, variables });
    return result.errors?.length ? null : ((result.data as T | null | undefined) ?? null);
  }

  private get organization() {
    return { '@type': 'Organization', name: this.options.siteName, url: this.url('/') };
  }

  private siteDescription(locale: Locale): string {
    const { siteName } = this.options;
    if (locale === 'en')
      return `${siteName}: after-school courses and day camps for children – offer, schedule, branches and online registration.`;
    if (locale === 'uk')
      return `${siteName}: гуртки та денні табори для дітей – пропозиція, розклад, філії та онлайн-запис.`;
    return `${siteName}: kroužky a příměstské tábory pro děti – nabídka, rozvrh, pobočky a přihláška online.`;
  }

  /** The head of the page at `pathname` (Czech's path, without its query string: the course finder's
   * filters are views of one page) in `locale`, rendered with `status` and `title`; what it reads, it
   * reads through `graphql` as the visitor would. Its canonical address is its own language's; the
   * alternates name the page in every language, Czech as the default. */
  async head(
    graphql: AnonymousGraphql,
    pathname: string,
    status: number,
    title: string | undefined,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PageHead> {
    const path = pathname === '/' ? '/' : withoutTrailingSlashes(pathname);
    const alternates = [
      ...LOCALES.map((language) => ({ hreflang: language, href: this.url(localizedPath(language, path)) })),
      { hreflang: 'x-default', href: this.url(path) },
    ];
    const canonical = this.url(localizedPath(locale, path));
    const head: PageHead = {
      title,
      description: this.siteDescription(locale),
      canonical,
      type: 'website',
      locale,
      alternates,
    };
    if (status === 404) return { ...head, notFound: true };
    const [, kind, id] = DETAIL.exec(pathname) ?? [];
    if (!kind || !id) return head;
    const variables = { id: Number(id) };
    if (kind === 'course') {
      const course = (await this.read<{ course: CourseData }>(graphql, COURSE_HEAD, variables))?.course;
      return course ? this.courseHead(head, course) : head;
    }
    if (kind === 'camp') {
      const camp = (await this.read<{ camp: CampData }>(graphql, CAMP_HEAD, variables))?.camp;
      return camp ? this.campHead(head, camp) : head;
    }
    if (kind === 'branch') {
      const branch = (await this.read<{ branch: BranchData }>(graphql, BRANCH_HEAD, variables))?.branch;
      return branch
        ? {
            ...head,
            description:
              summary(localized(branch, 'description', locale).text) ||
              `${localized(branch, 'title', locale).text ?? branch.title}, ${branch.address}`,
          }
        : head;
    }
    const gallery = (await this.read<{ gallery: GalleryData }>(graphql, GALLERY_HEAD, variables))?.gallery;
    return gallery
      ? {
          ...head,
          description: summary(gallery.description) || head.description,
          image: this.picture(gallery.cover?.path),
        }
      : head;
  }

  private offer(price: number, freeSpots: number, url: string) {
    return {
      '@type': 'Offer',
      price,
      priceCurrency: 'CZK',
      url,
      // Full: the child can still be a replacement (náhradník), but no place is promised.
      availability: `https://schema.org/${freeSpots > 0 ? 'InStock' : 'SoldOut'}`,
      inventoryLevel: { '@type': 'QuantitativeValue', value: freeSpots },
    };
  }

  private courseHead(head: PageHead, course: CourseData): PageHead {
    const description =
      summary(localized(course, 'description', head.locale ?? DEFAULT_LOCALE).text) || head.description;
    const image = this.picture(course.illustrations[0]?.path);
    const offer = this.offer(course.price, course.freeSpots, this.url(`/registration/${course.id}`));
    return {
      ...head,
      description,
      image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: localized(course, 'title', head.locale ?? DEFAULT_LOCALE).text ?? course.title,
        description,
        url: head.canonical,
        ...(image ? { image } : {}),
        inLanguage: head.locale,
        provider: this.organization,
        offers: offer,
        hasCourseInstance: course.schedules.map((slot) => ({
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          location: { '@type': 'Place', name: slot.branch.title, address: slot.branch.address },
          courseSchedule: {
            '@type': 'Schedule',
            repeatFrequency: 'P1W',
            byDay: `https://schema.org/${DAYS[slot.dayOfWeek - 1] ?? 'Monday'}`,
            startTime: slot.from,
            endTime: slot.to,
            ...(course.startDate ? { startDate: course.startDate } : {}),
            ...(course.endDate ? { endDate: course.endDate } : {}),
          },
          offers: offer,
        })),
      },
    };
  }

  private campHead(head: PageHead, camp: CampData): PageHead {
    const description = summary(localized(camp, 'description', head.locale ?? DEFAULT_LOCALE).text) || head.description;
    return {
      ...head,
      description,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: localized(camp, 'title', head.locale ?? DEFAULT_LOCALE).text ?? camp.title,
        description,
        url: head.canonical,
        startDate: camp.from,
        endDate: camp.to,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        inLanguage: head.locale,
        organizer: this.organization,
        maximumAttendeeCapacity: camp.capacity,
        remainingAttendeeCapacity: camp.freeSpots,
        ...(camp.branch
          ? { location: { '@type': 'Place', name: camp.branch.title, address: camp.branch.address } }
          : {}),
        offers: this.offer(camp.price, camp.freeSpots, this.url(`/registration?tabor=${camp.id}`)),
      },
    };
  }

  /** Every visible course, camp, branch and gallery, with the list pages; news items have no page of
   * their own: the news list stands for them, last modified with the newest. */
  async sitemap(graphql: AnonymousGraphql): Promise<string> {
    const data = await this.read<SitemapData>(graphql, SITEMAP);
    if (!data) throw new Error('The sitemap could not be read');
    const day = (date: string) => date.slice(0, 10);
    const newest = (items: { createdAt: string }[]) =>
      items
        .map((item) => day(item.createdAt))
        .sort()
        .at(-1);
    const entries: { path: string; lastmod?: string }[] = [
      { path: '/', lastmod: newest(data.newsList) },
      { path: '/courses', lastmod: newest(data.courses) },
      { path: '/camps', lastmod: newest(data.camps) },
      { path: '/schedule' },
      { path: '/branches', lastmod: newest(data.branches) },
      { path: '/gallery', lastmod: newest(data.galleries) },
      { path: '/news', lastmod: newest(data.newsList) },
      { path: '/videos' },
      { path: '/lectors' },
      { path: '/registration' },
      { path: '/contacts' },
      { path: '/aboutUs' },
      { path: '/conditions' },
      { path: '/gdpr' },
      { path: '/agreementPhoto' },
      ...data.courses.map((item) => ({ path: `/course/${item.id}`, lastmod: day(item.createdAt) })),
      ...data.camps.map((item) => ({ path: `/camp/${item.id}`, lastmod: day(item.createdAt) })),
      ...data.branches.map((item) => ({ path: `/branch/${item.id}`, lastmod: day(item.createdAt) })),
      ...data.galleries.map((item) => ({ path: `/gallery/${item.id}`, lastmod: day(item.createdAt) })),
    ];
    // Each page in every language, each naming the others (Google's hreflang in sitemaps).
    const urls = entries.flatMap(({ path, lastmod }) => {
      const alternates = LOCALES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlText(this.url(localizedPath(language, path)))}"/>`,
      ).join('');
      return LOCALES.map(
        (locale) =>
          `<url><loc>${xmlText(this.url(localizedPath(locale, path)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /graphql',
      'Disallow: /api/',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}

function xmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character] ?? character);
}
