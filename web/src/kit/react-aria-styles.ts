// React Aria under the portal's strict CSP (docs/architecture.md, "Widgets"). Its press handling adds, once, a
// <style> element that sets `touch-action` on pressable elements (no double-tap zoom delay); the CSP's
// `style-src 'self'` refuses an inline <style>, and the browser reports a violation. The same rule is in the
// theme's stylesheet (web/src/styles/theme.css), and React Aria skips its own when an element with its id is
// already in the document: this module, imported by every kit module that uses React Aria before it renders,
// puts that marker in place.
export const REACT_ARIA_PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(REACT_ARIA_PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = REACT_ARIA_PRESSABLE_STYLE_ID;
  marker.setAttribute('data-rule-in', 'theme.css');
  document.head.append(marker);
}
