// Blueprint's stylesheet loads with the back-office only: the public pages have their own small one
// (global.css and the ui/ components' modules), so a parent's phone never waits for it.
import '@blueprintjs/core/lib/css/blueprint.css';
import { FocusStyleManager, OverlaysProvider } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { endRefusedSessions } from '../auth/sessionEndedLink';
import { adminMessages } from '../i18n/adminMessages';
import { BlueprintCzech } from './BlueprintCzech';
import { FALLBACK_LOCALE, LOCALE } from '../i18n/messages';

// Focus rings for keyboard users only, not on every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

/** The back-office's subtree (admin layout, login screen): its texts and Blueprint's overlays. */
export function AdminProviders({ children }: { children: ReactNode }) {
  // Before the first staff query: a refused session ends at once (auth/sessionEndedLink.ts).
  const client = useApolloClient();
  useState(() => endRefusedSessions(client));
  return (
    <IntlProvider locale={LOCALE} defaultLocale={FALLBACK_LOCALE} messages={adminMessages}>
      <BlueprintCzech />
      <OverlaysProvider>{children}</OverlaysProvider>
    </IntlProvider>
  );
}
