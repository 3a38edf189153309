import { Outlet } from '@vd/shared/router';
import styles from './shell.module.css';

/** Policy pages: no header or navigation, no sign-in needed. */
export function PublicLayout() {
  return (
    <main className={styles.publicMain}>
      <Outlet />
    </main>
  );
}
