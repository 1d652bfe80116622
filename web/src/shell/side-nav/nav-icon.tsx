// The side navigation's icons by the names config uses; an unknown name gets a neutral dot.
const PATHS: Readonly<Record<string, string>> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  clients: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c1.9.8 3.1 2.9 3.5 5.6',
  payments: 'M3 6.5h18v11H3zM3 10h18M7 14.5h3',
  transacting: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5',
  reporting: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
  requests: 'M4 5h16v10h-5l-3 3-3-3H4zM8 9h8M8 12h5',
  tools: 'M14.5 6.5a4 4 0 0 0-5.3 5.1L4 16.8 7.2 20l5.2-5.2a4 4 0 0 0 5.1-5.3l-2.6 2.6-2.4-.6-.6-2.4z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.6 9.3a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.4M12 16.8v.2',
  'go-to': 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
};

export function NavIcon({ name }: { name: string | null }) {
  const d = name ? PATHS[name] : undefined;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {d ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      )}
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M12 9.5v4h-9.5v-9.5h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PinIcon({ pinned }: { pinned: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M9 3h6l-1 6 3 3H7l3-3zM12 12v9"
        fill={pinned ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
