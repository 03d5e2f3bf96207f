import { exportFileName, MESSAGES, pragueToday, type ExportFormat } from '@kurzy/common';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { staffFetch } from '../../../auth/staffFetch';
import { downloadBlob } from '../../../ui/downloadBlob';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { AdminPaginationFragmentDoc } from '../common/Pager.generated';
import { toast } from '../common/toasts';
import type { AdminRegistrationsQueryVariables } from './AdminRegistrations.generated';
import { restReason } from '../common/errors';

type Search = Pick<AdminRegistrationsQueryVariables, 'filter' | 'sort'>;
type PaginationRef = FragmentType<typeof AdminPaginationFragmentDoc> | null;

export interface ExportProgress {
  format: ExportFormat;
  bytes: number;
  /** Registrations received so far (CSV only: an XLSX file is compressed, its rows unseen until the end). */
  rows: number | null;
  /** How many the filter found when the export started. */
  total: number | null;
}

/** The server's refusal, in its Czech words. */
class ExportRefused extends Error {}

/** The export's address: the grid's filter and order as the REST call takes them. */
export function exportPath(search: Search, format: ExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [field, value] of Object.entries(search.filter ?? {}))
    if (value !== null && value !== undefined && value !== '') params.set(field, String(value));
  if (search.sort) {
    params.set('sort', search.sort.field);
    params.set('direction', search.sort.direction ?? 'asc');
  }
  return `/api/registrations/export?${params}`;
}

const SELECTION_EXPORT_PATH = '/api/registrations/export';

/** The export of a selection: its ids with the grid's order, as `POST /registrations/export` takes them. */
export function selectionExportBody(search: Search, format: ExportFormat, ids: readonly number[]) {
  return {
    ids,
    format,
    ...(search.sort ? { sort: search.sort.field, direction: search.sort.direction ?? 'asc' } : {}),
  };
}

/** Counts the CSV records in the text as it arrives: line ends outside quoted cells (a note may hold
 * line breaks, always inside quotes; a quote inside is doubled, which toggles twice). */
function recordCounter() {
  let quoted = false;
  let lines = 0;
  return (text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 34) quoted = !quoted;
      else if (code === 10 && !quoted) lines += 1;
    }
    return Math.max(0, lines - 1); // the header line
  };
}

/** Every row the filter finds (all pages, in the grid's order) as a CSV or XLSX file made by the
 * server, downloaded with its progress shown; cancellable. */
export function useCsvExport({ variables: search, pagination }: { variables: Search; pagination?: PaginationRef }) {
  const intl = useIntl();
  const total = getFragmentData(AdminPaginationFragmentDoc, pagination)?.total ?? null;
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  /** `ids`: only these (the grid's selection, from any pages), else every row the filter finds. */
  const run = async (format: ExportFormat, ids?: readonly number[]) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const state: ExportProgress = { format, bytes: 0, rows: format === 'csv' ? 0 : null, total: ids?.length ?? total };
    setProgress({ ...state });
    try {
      const headers = { 'X-Requested-With': 'XMLHttpRequest' };
      const response = await (ids
        ? staffFetch(SELECTION_EXPORT_PATH, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(selectionExportBody(search, format, ids)),
            signal: controller.signal,
          })
        : staffFetch(exportPath(search, format), { headers, signal: controller.signal }));
      if (!response.ok || !response.body) {
        // A 401 has already ended the session here (staffFetch): the login screen follows.
        if (response.status === 401) return;
        throw new ExportRefused(restReason(await response.json().catch(() => null)));
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const count = recordCounter();
      const chunks: Uint8Array[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        state.bytes += value.byteLength;
        if (state.rows !== null) state.rows = count(decoder.decode(value, { stream: true }));
        setProgress({ ...state });
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        exportFileName(format, pragueToday());
      downloadBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), name);
      toast.success(
        intl.formatMessage({ id: 'admin.registrations.exported' }, { count: state.rows ?? state.total ?? 0 }),
      );
    } catch (failure) {
      if (controller.signal.aborted) toast.success(intl.formatMessage({ id: 'admin.registrations.exportCancelled' }));
      else
        toast.error(
          intl.formatMessage({ id: 'admin.registrations.exportError' }),
          failure instanceof ExportRefused ? failure.message : MESSAGES.serverUnavailable,
        );
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return {
    progress,
    exporting: progress !== null,
    exportAs: (format: ExportFormat) => void run(format),
    /** The selected registrations only, in the grid's order. */
    exportSelected: (format: ExportFormat, ids: readonly number[]) => run(format, ids),
    cancel: () => running.current?.abort(),
  };
}
