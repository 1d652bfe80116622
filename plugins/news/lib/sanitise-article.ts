// Article bodies are untrusted HTML from the content system: keep headings, text formatting, lists, tables,
// links and images over https; drop scripts, event handlers, styles, forms, frames and every URL scheme but
// http(s) and mailto (javascript: links lose their href). Links open in a new window without access to this one.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src'];

// Its own instance, so these hooks never touch another plugin's sanitiser.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
});

export function sanitiseArticle(html: string): string {
  // Without a DOM to parse with, DOMPurify would hand the input back as it came: show nothing instead.
  if (!purifier.isSupported) return '';
  const fragment = purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i, RETURN_DOM_FRAGMENT: true });
  // An image not served over https (or with its source removed) would draw as a broken image: drop it.
  fragment.querySelectorAll('img').forEach((img) => {
    if (!/^https:/i.test(img.getAttribute('src') ?? '')) img.remove();
  });
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
