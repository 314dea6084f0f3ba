import { isInternalPath } from './resource-cards';

/**
 * Starts the browser's own download of `url`, as a click on a link with a `download` attribute
 * does. A file on another site cannot be downloaded that way; it opens in a new tab instead.
 */
export function startFileDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (isInternalPath(url)) {
    link.download = '';
  } else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
