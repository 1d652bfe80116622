// Fetches the copy catalogue the gateway serves, started by the entry as soon as the page loads so it
// arrives alongside the app's code. Should the gateway not answer, the build's own copy of the catalogue
// (a chunk of its own, never in the critical path) is used instead, so the portal still reads right.
export const COPY_PATH = 'copy/en-AU.json';

let loading: Promise<Record<string, string>> | undefined;

async function fetchCatalogue(): Promise<Record<string, string>> {
  try {
    const res = await fetch(COPY_PATH, { headers: { accept: 'application/json' } });
    if (res.ok) return (await res.json()) as Record<string, string>;
  } catch {
    // fall through to the build's copy
  }
  const { $schema: _schema, ...built } = (await import('../../config/copy/en-AU.json')).default;
  return built;
}

export function loadCopy(): Promise<Record<string, string>> {
  return (loading ??= fetchCatalogue());
}
