// First: Blueprint's stylesheets before the layout's own.
import { AdminProviders } from './AdminProviders';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@blueprintjs/core';
import { mayPerform, type Role } from '@kurzy/common';
import { LogOutIcon } from '@blueprintjs/icons';
import { type RefObject, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { clearSession } from '../auth/session';
import { useSession } from '../auth/useSession';
import { tabsFor } from '../features/admin/common/adminNav';
import { errorReason } from '../features/admin/common/errors';
import { PendingMarks } from '../features/admin/attendance/PendingMarks';
import { askerOf, StaffContext } from '../features/admin/common/staff';
import { toast } from '../features/admin/common/toasts';
import { LogoutDocument } from '../features/admin/common/Logout.generated';
import { MeDocument } from '../features/admin/common/Me.generated';
import { LinkButton } from '../features/admin/common/LinkButton';
import { Logo } from '../ui/Logo';
import styles from './AdminLayout.module.css';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

function isActive(pathname: string, path: string) {
  return path === '/' ? false : pathname === path || pathname.startsWith(`${path}/`);
}

/** Every /admin path, with the back-office's texts and styles (they load with this chunk only). */
export function AdminLayout() {
  return (
    <AdminProviders>
      <AdminShell />
    </AdminProviders>
  );
}

/** Toasts start below the sticky header (ui/toasts.module.css reads the variable), so none ever
 * covers the logout button, whatever height the header wraps to. */
function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    // The header is sticky at the top: its height is where it ends on screen.
    const place = () => root.style.setProperty('--kz-toast-top', `${element.offsetHeight}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--kz-toast-top');
    };
  }, [header]);
}

/** The admin header with the section tabs and logout, then the routed screen. */
function AdminShell() {
  const intl = useIntl();
  const client = useApolloClient();
  const session = useSession();
  const { pathname } = useLocation();
  const me = useQuery(MeDocument, { fetchPolicy: 'network-only' });
  const [logout, logoutState] = useMutation(LogoutDocument);
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);

  // Asking again on every screen change notices a session ended elsewhere even on screens whose
  // data anonymous visitors may read too (courses, branches), where no request would fail.
  const { refetch } = me;
  const checkedAt = useRef(pathname);
  useEffect(() => {
    if (checkedAt.current === pathname) return;
    checkedAt.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  // The token was stored but the server no longer knows it (revoked, expired there).
  useEffect(() => {
    if (me.data && me.data.me === null) clearSession();
  }, [me.data]);
  useEffect(() => {
    if (me.error) toast.error(intl.formatMessage({ id: 'admin.meError' }), errorReason(me.error));
  }, [me.error, intl]);

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The session ends in this browser regardless; the server forgets it at its expiry.
    }
    clearSession();
    await client.clearStore();
  };

  const staff = me.data?.me ?? null;
  return (
    <StaffContext.Provider value={staff}>
      <div className={styles.shell}>
        <header className={styles.header} ref={header}>
          <div className={styles.top}>
            <span className={styles.brand}>
              <Logo size={32} />
              <FormattedMessage id="admin.title" />
            </span>
            <span className={styles.user}>
              {staff && <StaffName name={staff.name} role={staff.role} />}
              <Button
                variant="minimal"
                icon={<LogOutIcon />}
                loading={logoutState.loading}
                onClick={() => void signOut()}
                text={<FormattedMessage id="admin.logout" />}
              />
            </span>
          </div>
          <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'admin.nav' })}>
            {/* The tabs wait for the session's role: drawn before it, they would reorder and grow under
                the pointer once it is known (a lector's "Docházka" comes second). */}
            {staff &&
              tabsFor(staff.role as Role)
                .filter((tab) => !tab.operation || mayPerform(askerOf(staff), tab.operation))
                .map((tab) => {
                  const active = isActive(pathname, tab.path);
                  return (
                    <LinkButton
                      key={tab.path}
                      to={tab.path}
                      variant="minimal"
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      className={styles.tab}
                      text={<FormattedMessage id={tab.labelId} />}
                    />
                  );
                })}
          </nav>
        </header>
        <main className={styles.main} id="content" tabIndex={-1}>
          {staff && <PendingMarks />}
          {session && me.loading && !me.data ? (
            <Spinner className={styles.loading} aria-label={intl.formatMessage({ id: 'layout.loading' })} />
          ) : (
            <Suspense
              fallback={
                <Spinner className={styles.loading} aria-label={intl.formatMessage({ id: 'layout.loading' })} />
              }
            >
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            </Suspense>
          )}
        </main>
        <ScrollToTop />
      </div>
    </StaffContext.Provider>
  );
}

/** "Jana Nováková · Lektor"; a name that is only the role's label ("Administrátor") is said once. */
function StaffName({ name, role }: { name: string; role: 'administrator' | 'lector' }) {
  const intl = useIntl();
  const roleLabel = intl.formatMessage({
    id: role === 'administrator' ? 'admin.role.administrator' : 'admin.role.lector',
  });
  const sameAsRole = name.trim().localeCompare(roleLabel, 'cs', { sensitivity: 'base' }) === 0;
  return (
    <span className={styles.userName}>
      {sameAsRole ? roleLabel : name}
      {!sameAsRole && <span className={styles.role}>{` · ${roleLabel}`}</span>}
    </span>
  );
}
