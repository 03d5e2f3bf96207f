/** Saves a file the page has fetched (an export) under its own name. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: a browser may still be reading the blob when the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
