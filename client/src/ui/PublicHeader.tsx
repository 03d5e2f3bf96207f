import { NARROW_QUERY } from './breakpoints';
import { NarrowHeaderBar } from './NarrowHeaderBar';
import styles from './PublicHeader.module.css';
import { useMediaQuery } from './useMediaQuery';
import { WideHeaderBar } from './WideHeaderBar';

export function PublicHeader() {
  const narrow = useMediaQuery(NARROW_QUERY);
  return <header className={styles.header}>{narrow ? <NarrowHeaderBar /> : <WideHeaderBar />}</header>;
}
