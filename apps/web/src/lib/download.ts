/**
 * Hands a file the API answered to the browser as a download: the name from the answer's
 * Content-Disposition (else `fallback`), through a temporary object address.
 */
export function saveDownload(blob: Blob, response: Response, fallback: string): void {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
