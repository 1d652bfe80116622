// Announcement bodies are untrusted HTML from the content system (issue 12). The gateway answers them
// already safe, for every client (the web app, the playground, scripts): text formatting and http(s) or
// mailto links that open in a new window, nothing that could run or restyle the page. sanitize-html parses
// with htmlparser2, no DOM, so nothing in the body is ever compiled or fetched here. The web app runs
// DOMPurify over the answer again before it is shown (defence in depth).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

export function sanitiseAnnouncement(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
