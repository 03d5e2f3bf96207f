// The export of a staff list (CSV or XLSX, made by the server from the list's declared columns):
// the list's filter and order as the REST call takes them, downloaded with its progress shown.
import { listExportFileName, MESSAGES, pragueToday, type ExportFormat } from '@kurzy/common';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { staffFetch } from '../../../auth/staffFetch';
import { downloadBlob } from '../../../ui/downloadBlob';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import type { MessageId } from '../../../i18n/messages';
import { AdminPaginationFragmentDoc } from './Pager.generated';
import { toast } from './toasts';
import { restReason } from './errors';

/** The list's filter (its GraphQL variables) and order. */
export interface ListSearch {
  filter?: object | null;
  sort?: { field: string; direction?: string | null } | null;
}
type PaginationRef = FragmentType<typeof AdminPaginationFragmentDoc> | null;

/** What a list's export is called and says: its REST path (`/api/courses/export`), the file's name
 * before the day (when the answer names none), and its texts (each list counts its own things). */
export interface ListExportOptions {
  path: string;
  file: string;
  messages?: { exported: MessageId; progressRows: MessageId; running: MessageId };
}

export const LIST_EXPORT_MESSAGES = {
  exported: 'admin.list.exported',
  progressRows: 'admin.list.exportProgressRows',
  running: 'admin.list.exportRunning',
} as const satisfies ListExportOptions['messages'];

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
export function exportPath(path: string, search: ListSearch, format: ExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [field, value] of Object.entries(search.filter ?? {}))
    if (value !== null && value !== undefined && value !== '') params.set(field, String(value));
  if (search.sort) {
    params.set('sort', search.sort.field);
    params.set('direction', search.sort.direction ?? 'asc');
  }
  return `${path}?${params}`;
}

/** The export of a selection: its ids with the grid's order, as `POST /registrations/export` takes them. */
export function selectionExportBody(search: ListSearch, format: ExportFormat, ids: readonly number[]) {
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
export function useListExport(
  { path, file, messages = LIST_EXPORT_MESSAGES }: ListExportOptions,
  { variables: search, pagination }: { variables: ListSearch; pagination?: PaginationRef },
) {
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
        ? staffFetch(path, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(selectionExportBody(search, format, ids)),
            signal: controller.signal,
          })
        : staffFetch(exportPath(path, search, format), { headers, signal: controller.signal }));
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
        listExportFileName(file, format, pragueToday());
      downloadBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), name);
      toast.success(intl.formatMessage({ id: messages.exported }, { count: state.rows ?? state.total ?? 0 }));
    } catch (failure) {
      if (controller.signal.aborted) toast.success(intl.formatMessage({ id: 'admin.list.exportCancelled' }));
      else
        toast.error(
          intl.formatMessage({ id: 'admin.list.exportError' }),
          failure instanceof ExportRefused ? failure.message : MESSAGES.serverUnavailable,
        );
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return {
    messages,
    progress,
    exporting: progress !== null,
    exportAs: (format: ExportFormat) => void run(format),
    /** The selected rows only, in the grid's order (a list whose export takes a selection). */
    exportSelected: (format: ExportFormat, ids: readonly number[]) => run(format, ids),
    cancel: () => running.current?.abort(),
  };
}
