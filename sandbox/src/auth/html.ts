// Minimal server-rendered pages for sign-in, logout and errors. Everything interpolated goes
// through `escapeHtml` at the call site.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

import type { BadgeTheme } from './badges.js';

const NEUTRAL: BadgeTheme = { primary: '#1a1a1a', primaryContrast: '#ffffff', accent: '#555555', background: '#f4f5f7', text: '#1b1b1b' };

// The brand family's look from CSS custom properties, so one stylesheet serves the three families.
const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 0; background: var(--bg); color: var(--text); line-height: 1.45; }
  header.brand { background: var(--primary); color: var(--on-primary); padding: 1rem 1.5rem; border-bottom: 4px solid var(--accent); }
  header.brand .wordmark { font-size: 1.15rem; font-weight: 700; letter-spacing: .01em; }
  main { max-width: 34rem; margin: 2.5rem auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); border-top: 4px solid var(--primary); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.05rem; margin-top: 2rem; color: var(--primary); }
  ul.users { list-style: none; padding: 0; margin: 0; }
  ul.users li { margin: .5rem 0; }
  ul.users button { width: 100%; text-align: left; padding: .7rem .9rem; cursor: pointer; background: #fff; color: var(--text);
                    border: 1px solid #d0d3d8; border-left: 4px solid var(--accent); border-radius: 6px; font: inherit; }
  ul.users button:hover { background: var(--bg); }
  .shows { display: block; font-size: .85rem; color: #555; }
  label { display: block; margin-top: .9rem; margin-bottom: .25rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; padding: .6rem; border: 1px solid #b8bcc4; border-radius: 6px; font: inherit; }
  .submit { margin-top: 1.2rem; padding: .65rem 1.6rem; background: var(--primary); color: var(--on-primary); border: 0;
            border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .error { color: #a4000f; background: #fdecee; padding: .6rem .8rem; border-radius: 4px; }
`;

function themeVars(theme: BadgeTheme): string {
  const safe = (c: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : '#000000');
  return `:root { --primary: ${safe(theme.primary)}; --on-primary: ${safe(theme.primaryContrast)}; --accent: ${safe(theme.accent)}; --bg: ${safe(theme.background)}; --text: ${safe(theme.text)}; }`;
}

/** A full page in the brand family's colours; `body` must already be escaped HTML. */
export function page(title: string, body: string, brand?: { title: string; theme: BadgeTheme }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${themeVars(brand?.theme ?? NEUTRAL)}${STYLE}</style>
</head>
<body>
${brand ? `<header class="brand"><span class="wordmark">${escapeHtml(brand.title)}</span></header>` : ''}
<main>
${body}
</main>
</body>
</html>`;
}
