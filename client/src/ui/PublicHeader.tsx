import { NarrowHeaderBar } from './NarrowHeaderBar';
import styles from './PublicHeader.module.css';
import { WideHeaderBar } from './WideHeaderBar';

/** Both bars, one shown by the screen width (PublicHeader.module.css, the sm breakpoint): the server
 * renders the page without knowing the width, and the browser must find the same HTML. */
export function PublicHeader() {
  return (
    <header className={styles.header}>
      <NarrowHeaderBar />
      <WideHeaderBar />
    </header>
  );
}
