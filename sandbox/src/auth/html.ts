// Minimal server-rendered pages for sign-in, logout and errors. Everything interpolated goes
// through `escapeHtml` at the call site.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1b1b; }
  main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 2rem; }
  ul.users { list-style: none; padding: 0; }
  ul.users li { margin: .5rem 0; }
  ul.users button { width: 100%; text-align: left; padding: .6rem .8rem; cursor: pointer; }
  .shows { display: block; font-size: .85rem; color: #555; }
  label { display: block; margin-top: .8rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; padding: .5rem; box-sizing: border-box; }
  .submit { margin-top: 1rem; padding: .6rem 1.2rem; }
  .error { color: #a4000f; background: #fdecee; padding: .6rem .8rem; border-radius: 4px; }
`;

/** A full page; `body` must already be escaped HTML. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
