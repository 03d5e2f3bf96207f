import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A screen's state kept in its address's query (?q=novak&page=2): what it shows, and how it changes. */
export interface UrlState {
  params: URLSearchParams;
  /** A new step in the history (the back button returns from it), or with `replace` the same step. */
  update: (change: (next: URLSearchParams) => URLSearchParams | void, options?: { replace?: boolean }) => void;
}

/** The address's query as the screen's state. The router moves to a new address in a transition, which
 * React keeps putting off while a list's query keeps answering (seen: seconds on a busy machine), so
 * the screen shows its own copy at once and follows the address when it changes otherwise (back,
 * forward, a link). */
export function useUrlState(): UrlState {
  const [address, setAddress] = useSearchParams();
  const inAddress = address.toString();
  const [shown, setShown] = useState(inAddress);
  /** What the screen shows, for changes made one after another before it renders again. */
  const latest = useRef(shown);
  /** Addresses this screen asked for that the router has not reached yet, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const own = pending.current.indexOf(inAddress);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    pending.current = [];
    latest.current = inAddress;
    setShown(inAddress);
  }, [inAddress]);

  const update = useCallback<UrlState['update']>(
    (change, { replace = false } = {}) => {
      const draft = new URLSearchParams(latest.current);
      const next = change(draft) ?? draft;
      const text = next.toString();
      if (text === latest.current) return;
      latest.current = text;
      pending.current.push(text);
      setShown(text);
      setAddress(next, { replace });
    },
    [setAddress],
  );
  const params = useMemo(() => new URLSearchParams(shown), [shown]);
  return { params, update };
}
