// The typed boxes of a staff list's filter (the search, a variable symbol, an amount): each answers every
// key at once, while the address (and so the query) follows once the typing pauses. When the address
// changes otherwise (back, forward, "Zrušit filtry"), a box shows it, unless what is typed already means
// the same ("VS 100059" stays while the address says 100059).
import { useEffect, useRef, useState } from 'react';

export interface TypedFields<Name extends string> {
  /** What each box holds. */
  drafts: Record<Name, string>;
  /** A key in one box: shown at once, written when the typing pauses. */
  set: (name: Name, text: string) => void;
  /** Empties every box, and forgets what was about to be written. */
  reset: () => void;
}

/** `inAddress`: each box's value as the address has it; `means`: what a typed text stands for there (the
 * list's `urlFilter(...).typed`); `write`: puts the boxes' texts into the address, replacing the step. */
export function useTypedFields<Name extends string>(
  names: readonly Name[],
  inAddress: Record<Name, string>,
  means: (name: Name, text: string) => string,
  write: (typed: Record<Name, string>) => void,
  delayMs = 300,
): TypedFields<Name> {
  const [drafts, setDrafts] = useState(() => pick(names, inAddress));
  const current = useRef(drafts);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ names, inAddress, means, write });
  useEffect(() => {
    latest.current = { names, inAddress, means, write };
  });

  const show = (next: Record<Name, string>) => {
    current.current = next;
    setDrafts(next);
  };

  const key = names.map((name) => inAddress[name]).join('\u0000');
  useEffect(() => {
    const { names: boxes, inAddress: address, means: meaning } = latest.current;
    const stale = boxes.filter((name) => meaning(name, current.current[name]) !== address[name]);
    if (stale.length === 0) return;
    // The address changed otherwise: it wins over a write still waiting.
    window.clearTimeout(timer.current);
    current.current = { ...current.current, ...pick(stale, address) };
    setDrafts(current.current);
  }, [key]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    drafts,
    set: (name, text) => {
      show({ ...current.current, [name]: text });
      window.clearTimeout(timer.current);
      // Written from the timer itself, not from a render after it: the query starts one render sooner.
      timer.current = window.setTimeout(() => {
        const { names: boxes, inAddress: address, means: meaning, write: put } = latest.current;
        if (boxes.some((box) => meaning(box, current.current[box]) !== address[box])) put(current.current);
      }, delayMs);
    },
    reset: () => {
      window.clearTimeout(timer.current);
      show(Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>);
    },
  };
}

function pick<Name extends string>(names: readonly Name[], values: Record<Name, string>): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, values[name]])) as Record<Name, string>;
}
