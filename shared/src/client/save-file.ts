/** Hands a downloaded file to the browser as a saved file (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
