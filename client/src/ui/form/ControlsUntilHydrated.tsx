import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Its controls out of reach (inert: no focus, no click, no typing) while React takes over a
 * server-rendered form: text typed before would not reach the form's state, and a press of the submit
 * button would submit the form natively (a reload that loses everything). Once the page runs only this
 * element renders again, not the fields inside. Inert rather than disabled: enabling a fieldset
 * re-evaluates every control inside, a 30–40 ms task on a phone right after the page is taken over
 * (Lighthouse's Total Blocking Time), and the controls keep their normal look meanwhile.
 */
export function ControlsUntilHydrated({ className, children }: { className?: string; children: ReactNode }) {
  // The server's answer (false) while hydrating, the browser's (true) right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset inert={!hydrated} role="presentation" className={className}>
      {children}
    </fieldset>
  );
}
