// A QR code cannot be scanned by the phone that shows it: the payment's account, amount and
// variable symbol copy into the bank's app one by one, and the QR saves as a picture the bank's app
// can open from the gallery (issue 41, item 4). Shared by the thank-you page and the family's page.
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import styles from './PaymentCopy.module.css';

/** How long "Zkopírováno" stays on the button. */
const COPIED_MS = 3000;

/** Copies through the Clipboard API; where it is missing (an old browser, a page not served over
 * HTTPS), through a selected text field and the older copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.className = styles.offscreen ?? '';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } finally {
      field.remove();
    }
  }
}

/** A value with its "Kopírovat" button; the button says what it copies to a screen reader. */
export function CopyValue({ value, what, children }: { value: string; what: string; children?: ReactNode }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className={styles.value}>
      <span>{children ?? value}</span>
      <Button
        variant="outlined"
        className={styles.copy}
        aria-label={intl.formatMessage({ id: 'payment.copyWhat' }, { what })}
        onClick={() => void copyText(value).then((copied) => setState(copied ? 'copied' : 'failed'))}
        text={<FormattedMessage id={state === 'copied' ? 'payment.copied' : 'payment.copy'} />}
      />
      <span role="status" className={state === 'failed' ? styles.failed : styles.offscreen}>
        {state === 'copied' && intl.formatMessage({ id: 'payment.copiedWhat' }, { what })}
        {state === 'failed' && intl.formatMessage({ id: 'payment.copyFailed' })}
      </span>
    </span>
  );
}

/** The amount as a bank's app takes it: digits with a decimal comma, no spaces or currency. */
export const amountForBank = (haler: number) =>
  haler % 100 === 0 ? String(haler / 100) : `${Math.floor(haler / 100)},${String(haler % 100).padStart(2, '0')}`;

/** Pixels per QR module in the saved picture, and the white border around it (in modules). */
const SCALE = 12;
const QUIET = 4;

/** "Uložit QR": the code drawn on a canvas from the same path as the page's SVG (no image to load,
 * nothing for the Content-Security-Policy to allow) and downloaded as a PNG. */
export function SaveQrButton({ size, path, fileName }: { size: number; path: string; fileName: string }) {
  const save = () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = (size + 2 * QUIET) * SCALE;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.setTransform(SCALE, 0, 0, SCALE, QUIET * SCALE, QUIET * SCALE);
    context.fillStyle = '#000000';
    context.fill(new Path2D(path));
    canvas.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    }, 'image/png');
  };
  return (
    <Button variant="outlined" className={styles.save} onClick={save} text={<FormattedMessage id="payment.saveQr" />} />
  );
}
