// Announcement bodies are untrusted HTML from the content system: keep text formatting and links, drop
// scripts, event handlers, styles, forms, frames and any URL scheme but http(s) and mailto. Links open in
// a new window without access to this one.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href', 'title'];

let hooked = false;

export function sanitiseAnnouncement(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
