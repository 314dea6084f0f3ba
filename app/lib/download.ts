/** Hands bytes to the browser as a download (never sent anywhere): the one download helper of every PDF and file the tools make. */
export function downloadBytes(bytes: Uint8Array | string | Blob, fileName: string, type: string): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer> | string | Blob], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

