import { useQuery } from '@apollo/client/react';
import { type LegalTextKind, legalTextUrl, LEGAL_VERSION_PARAM } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { DetailState } from '../../ui/DetailState';
import { LegalBody } from '../../ui/LegalBody';
import { PublicPage } from '../../ui/PublicPage';
import { LegalTextPageDocument } from './LegalText.generated';
import styles from './info.module.css';
import { useFormat } from '../../ui/useFormat';

/** `?verze=N` as a version number; undefined without it, null when it is no version. */
function versionParam(text: string | null): number | undefined | null {
  if (text === null) return undefined;
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** A legal text (terms, personal data, photographs) as staff published it: the version in force, or
 * an older one by `?verze=N`, with every version listed and readable. Server-rendered. */
export function LegalTextPage({ kind, title }: { kind: LegalTextKind; title: string }) {
  const format = useFormat();
  const [params] = useSearchParams();
  const version = versionParam(params.get(LEGAL_VERSION_PARAM));
  const { data, loading, error } = useQuery(LegalTextPageDocument, {
    variables: { kind, version: version ?? null },
    skip: version === null,
  });
  const text = data?.legalText;
  if (!text || !data) return <DetailState id={version === null ? null : 1} loading={loading} error={error} />;
  const versions = data.legalTextVersions;
  const newest = versions[0];
  const old = newest !== undefined && newest.version !== text.version;
  // In force until the next version was published.
  const next = versions.find((other) => other.version === text.version + 1);
  return (
    <PublicPage
      title={title}
      lead={
        <span data-legal-version={text.version}>
          {next ? (
            <FormattedMessage
              id="legal.versionUntil"
              values={{ version: text.version, from: format.day(text.publishedAt), to: format.day(next.publishedAt) }}
            />
          ) : (
            <FormattedMessage
              id="legal.version"
              values={{ version: text.version, from: format.day(text.publishedAt) }}
            />
          )}
        </span>
      }
    >
      {old && (
        <p className={styles.olderVersion} role="note">
          <FormattedMessage id="legal.older" />{' '}
          <Link to={legalTextUrl(kind)}>
            <FormattedMessage id="legal.showCurrent" values={{ version: newest.version }} />
          </Link>
        </p>
      )}
      <article className={styles.prose}>
        <LegalBody body={text.body} />
      </article>
      {versions.length > 1 && (
        <nav className={styles.versions} aria-labelledby="legal-versions">
          <h2 id="legal-versions">
            <FormattedMessage id="legal.versions" />
          </h2>
          <ul>
            {versions.map((item, index) => {
              const label = (
                <FormattedMessage
                  id="legal.version"
                  values={{ version: item.version, from: format.day(item.publishedAt) }}
                />
              );
              return (
                <li key={item.id}>
                  {item.version === text.version ? (
                    <strong aria-current="page">{label}</strong>
                  ) : (
                    <Link to={index === 0 ? legalTextUrl(kind) : legalTextUrl(kind, item.version)}>{label}</Link>
                  )}
                  {index === 0 && (
                    <>
                      {' '}
                      <FormattedMessage id="legal.inForce" />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </PublicPage>
  );
}
