// Blueprint v6 writes a few accessible names in English with no prop to change them (the dialog's
// and drawer's close button, a tag's remove button, the date input's popover, a spinner without
// a label). This is the one place that gives them Czech names, for every screen at once: it names
// them as they appear. React leaves them alone afterwards (their props never change).
import { Classes } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** Blueprint's English name -> selector of the elements that carry it, and the Czech text. */
const RENAMES: ReadonlyArray<{ selector: string; english: string; czech: MessageId }> = [
  { selector: `.${Classes.DIALOG_CLOSE_BUTTON}`, english: 'Close', czech: 'admin.blueprint.close' },
  { selector: `.${Classes.TAG_REMOVE}`, english: 'Remove tag', czech: 'admin.blueprint.removeTag' },
  { selector: '[role="dialog"]', english: 'date picker', czech: 'admin.blueprint.datePicker' },
  { selector: `.${Classes.SPINNER}`, english: 'loading', czech: 'admin.blueprint.loading' },
];

/** Renders nothing; renames Blueprint's English labels under document.body while mounted. */
export function BlueprintCzech() {
  const intl = useIntl();
  useEffect(() => {
    const renames = RENAMES.map(({ selector, english, czech }) => ({
      selector: `${selector}[aria-label="${english}"]`,
      text: intl.formatMessage({ id: czech }),
    }));
    const rename = (root: Element) => {
      for (const { selector, text } of renames) {
        if (root.matches(selector)) root.setAttribute('aria-label', text);
        for (const element of root.querySelectorAll(selector)) element.setAttribute('aria-label', text);
      }
    };
    rename(document.body);
    // Overlays mount in portals at the end of body, so watch the whole body; only what was added.
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) rename(node);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [intl]);
  return null;
}
