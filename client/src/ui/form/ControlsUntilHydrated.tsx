import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Its controls disabled while React takes over a server-rendered form: text typed before would not
 * reach the form's state, and a press of the submit button would submit the form natively (a reload
 * that loses everything). Once the page runs only this element renders again, not the fields inside.
 */
export function ControlsUntilHydrated({ className, children }: { className?: string; children: ReactNode }) {
  // The server's answer (false) while hydrating, the browser's (true) right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} role="presentation" className={className}>
      {children}
    </fieldset>
  );
}
