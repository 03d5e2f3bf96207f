import { useMutation } from '@apollo/client/react';
import { legalTextUrl, LegalTextKind } from '@kurzy/common';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { downloadFamilyFile } from './familyFile';
import { useFormat } from '../../ui/useFormat';
import { SignCampDeclarationDocument } from './ParentCampPaperwork.generated';
import { ParentPageDocument } from './Parents.generated';
import styles from './ParentConsents.module.css';
import { familyProblem } from './familyProblems';

interface Declaration {
  declarationRequired: boolean;
  declarationOpensAt: string;
  declarationClosesAt: string;
  declaration?: { signerName: string; signedAt: string; pdfPath: string } | null;
}

/** „Prohlášení o bezinfekčnosti“ on the family's page: signed (with its PDF copy), or its form while
 * the window is open (the server's clock decides; the page only says when it opens). */
export function ParentCampDeclaration({
  registrationId,
  token,
  paperwork,
}: {
  registrationId: number;
  token: string;
  paperwork: Declaration;
}) {
  const intl = useIntl();
  const format = useFormat();
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The moment the page was drawn: whether the window is open is the server's to decide at signing.
  const [now] = useState(() => Date.now());
  const [sign, { loading }] = useMutation(SignCampDeclarationDocument, {
    refetchQueries: [{ query: ParentPageDocument, variables: { token } }],
    awaitRefetchQueries: true,
  });
  if (!paperwork.declarationRequired) return null;
  const signed = paperwork.declaration;
  const open = now >= Date.parse(paperwork.declarationOpensAt) && now < Date.parse(paperwork.declarationClosesAt);
  const headingId = `declaration-${registrationId}`;

  const submit = async () => {
    setProblem(null);
    try {
      await sign({ variables: { token, registrationId, signerName: name, confirm: confirmed } });
    } catch (error) {
      setProblem(familyProblem(intl, error, intl.formatMessage({ id: 'parents.declarationFailed' })));
    }
  };

  const downloadCopy = (path: string) =>
    downloadFamilyFile(intl, path, { token, registrationId }, `prohlaseni-o-bezinfekcnosti-${registrationId}.pdf`);

  return (
    <section className={styles.consents} aria-labelledby={headingId} data-testid="camp-declaration">
      <p>
        <strong id={headingId}>
          <FormattedMessage id="parents.declaration" />:
        </strong>{' '}
        {signed ? (
          <FormattedMessage
            id="parents.declarationSigned"
            values={{ date: format.day(signed.signedAt), name: signed.signerName }}
          />
        ) : (
          <FormattedMessage id="parents.declarationMissing" />
        )}
      </p>
      {signed ? (
        <Button
          variant="outlined"
          onClick={() => void downloadCopy(signed.pdfPath)}
          text={intl.formatMessage({ id: 'parents.declarationPdf' })}
        />
      ) : open ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            <Link to={legalTextUrl(LegalTextKind.campDeclaration)} target="_blank" rel="noopener">
              <FormattedMessage id="parents.declarationRead" />
            </Link>
          </p>
          <p>
            <label className={styles.textField}>
              <FormattedMessage id="parents.declarationName" />
              <input
                name="signerName"
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </label>
          </p>
          <p>
            <label className={styles.checkField}>
              <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />{' '}
              <FormattedMessage id="parents.declarationConfirm" />
            </label>
          </p>
          {problem && (
            <Callout intent="danger" role="alert">
              {problem}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            loading={loading}
            text={intl.formatMessage({ id: 'parents.declarationSign' })}
          />
        </form>
      ) : now < Date.parse(paperwork.declarationOpensAt) ? (
        <p>
          <FormattedMessage id="parents.declarationOpens" values={{ date: format.day(paperwork.declarationOpensAt) }} />
        </p>
      ) : (
        <p>
          <FormattedMessage id="parents.declarationClosed" />
        </p>
      )}
    </section>
  );
}
