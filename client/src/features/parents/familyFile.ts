import type { IntlShape } from 'react-intl';
import { downloadBlob } from '../../ui/downloadBlob';
import { showToast } from '../../ui/toaster';

/** Saves a file of the family's page as `filename`: the personal link goes in the POST's body (a URL
 * ends up in logs and caches), never with cookies; a failure says so in a toast. */
export async function downloadFamilyFile(
  intl: IntlShape,
  path: string,
  link: { token: string; registrationId: number },
  filename: string,
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(link),
    credentials: 'omit',
  }).catch(() => null);
  if (!response?.ok) {
    showToast(intl.formatMessage({ id: 'parents.downloadFailed' }), 'danger');
    return;
  }
  downloadBlob(await response.blob(), filename);
}
