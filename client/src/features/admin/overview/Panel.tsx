import { Button, H2, H3 } from '@blueprintjs/core';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './overview.module.css';

interface Props {
  title: string;
  /** The chart and what goes with it. */
  children: ReactNode;
  /** The numbers behind the chart, shown on "Zobrazit čísla". */
  numbers?: () => ReactNode;
  wide?: boolean;
  /** A part of a panel: a third-level heading, no frame of its own. */
  nested?: boolean;
  testId: string;
}

/** One panel of the overview: a titled region, its chart, and the numbers behind it one click away. */
export function Panel({ title, children, numbers, wide = false, nested = false, testId }: Props) {
  const titleId = useId();
  const numbersId = useId();
  const [shown, setShown] = useState(false);
  return (
    <section
      className={[nested ? styles.part : styles.panel, wide ? styles.wide : ''].join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className={styles.panelHead}>
        {nested ? (
          <H3 id={titleId} className={styles.partTitle}>
            {title}
          </H3>
        ) : (
          <H2 id={titleId} className={styles.panelTitle}>
            {title}
          </H2>
        )}
        {numbers && (
          <Button
            variant="minimal"
            size="small"
            aria-expanded={shown}
            aria-controls={numbersId}
            onClick={() => setShown(!shown)}
            text={<FormattedMessage id={shown ? 'admin.overview.hideNumbers' : 'admin.overview.showNumbers'} />}
          />
        )}
      </div>
      {children}
      {numbers && (
        <div id={numbersId} hidden={!shown}>
          {shown && numbers()}
        </div>
      )}
    </section>
  );
}
