// The tab icon follows the brand (resources/{badge}/favicon.ico), with a red dot while there is news.

/** Relative asset paths from config resolve against the page, so the app works under any base path. */
export function setFavicon(href: string, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.removeAttribute('type');
  link.href = href;
}

/** Before the shell answers, the login badge's icon: same family, no flash of another brand. */
export function badgeFavicon(badge: string): string {
  return `resources/${badge}/favicon.ico`;
}
