/**
 * Hands `blob` to the browser as a download named `fileName` (an object URL on a temporary
 * `<a download>`), then releases the URL once the browser has taken it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The name of the data file: `itin-bridge-data-YYYY-MM-DD.json` for the day of `now`. */
export function exportFileName(now: Date = new Date()): string {
  return `itin-bridge-data-${now.toISOString().slice(0, 10)}.json`;
}
