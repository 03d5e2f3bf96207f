/** Saves a file the page has fetched itself (an export, an invoice PDF) under its own name. */
export function downloadBlob(blob: Blob, fileName: string): void {
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
