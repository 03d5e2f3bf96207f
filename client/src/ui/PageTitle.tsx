import { useIntl } from 'react-intl';

/** Sets the browser tab title; React 19 hoists <title> into the document head. */
export function PageTitle({ page }: { page?: string }) {
  const intl = useIntl();
  const title =
    page === undefined
      ? intl.formatMessage({ id: 'site.title' })
      : intl.formatMessage({ id: 'site.pageTitle' }, { page });
  return <title>{title}</title>;
}
