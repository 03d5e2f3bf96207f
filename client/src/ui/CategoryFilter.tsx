import { Button } from './Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AgeCategory } from '../gql/graphql';
import styles from './CategoryFilter.module.css';
import { CATEGORY_ORDER, categoryLabel } from './labels';

const PARAM = 'vek';

/** The age category chosen in the address (?vek=preschool), or null for all. */
export function useCategoryFilter(): AgeCategory | null {
  const [params] = useSearchParams();
  const value = params.get(PARAM);
  return CATEGORY_ORDER.find((category) => category === value) ?? null;
}

/** Toggle buttons for the age categories; the choice lives in the address so it can be shared. */
export function CategoryFilter() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const selected = useCategoryFilter();
  const choose = (category: AgeCategory | null) => {
    const next = new URLSearchParams(params);
    if (category) next.set(PARAM, category);
    else next.delete(PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'filter.category' })} className={styles.filter}>
      <Button
        variant={selected === null ? 'solid' : 'outlined'}
        intent={selected === null ? 'primary' : 'none'}
        aria-pressed={selected === null}
        onClick={() => choose(null)}
        text={<FormattedMessage id="filter.all" />}
      />
      {CATEGORY_ORDER.map((category) => (
        <Button
          key={category}
          variant={selected === category ? 'solid' : 'outlined'}
          intent={selected === category ? 'primary' : 'none'}
          aria-pressed={selected === category}
          onClick={() => choose(category)}
          text={<FormattedMessage id={categoryLabel(category)} />}
        />
      ))}
    </div>
  );
}
