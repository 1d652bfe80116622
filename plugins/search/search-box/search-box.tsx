// The header's search box (000 §2, §4): a category selector and the kit's combobox (@kit/combobox) whose
// overlay shows recent and popular entries, or the selected category's results after a 250 ms pause in typing.
// The box (this file) paints with the header and holds all the state, so keys typed at once are never lost; the
// overlay's panels (overlay-panels.tsx) load on the box's first focus or press, or once the page is idle.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCombobox } from '@kit/combobox/use-combobox';
import { t } from '@kit/copy';
import { LoadingState } from '@kit/loading-state';
import { useFlag, useViewerAccess } from '@kit/plugin-host';
import { useLoadGate } from '@kit/plugin-load';
import { DEFAULT_STATUSES, type PillStatus } from '../accounts/status-filter';
import { availableCategories, defaultCategory, type SearchCategory } from './categories';
import styles from './search-box.module.css';
import { DEBOUNCE_MS, isValidTerm, overlayAfterTyping, overlayOnFocus } from './term-rules';
import { useDebouncedValue } from '@kit/use-debounced-value';

// One import shared by the preload and React.lazy (a failed one is dropped, so the next attempt fetches again).
let panels: Promise<typeof import('./overlay-panels')> | undefined;
const loadPanels = () =>
  (panels ??= import('./overlay-panels').catch((error: unknown) => {
    panels = undefined;
    throw error;
  }));
const OverlayPanels = lazy(loadPanels);
/** Starts fetching the panels' code ahead of the overlay opening. */
const preloadPanels = () => void loadPanels().catch(() => undefined);

const CATEGORY_LABEL = { clients: 'search.category.clients', accounts: 'search.category.accounts', wrapGroups: 'search.category.wrapGroups' } as const;
const PLACEHOLDER = { clients: 'search.placeholder.clients', accounts: 'search.placeholder.accounts', wrapGroups: 'search.placeholder.wrapGroups' } as const;

export default function SearchBox() {
  const clientsFlag = useFlag('search.ada');
  const { wrapAccess } = useViewerAccess();
  const categories = useMemo(() => availableCategories({ clientsFlag, wrapAccess }), [clientsFlag, wrapAccess]);
  const [category, setCategory] = useState<SearchCategory>(() => defaultCategory({ clientsFlag, wrapAccess }));
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input, DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const [statuses, setStatuses] = useState<PillStatus[]>([...DEFAULT_STATUSES]);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({
    open,
    onOpenChange: setOpen,
    // Enter with no active option follows the category's 'View all' when results show.
    onEnterWithoutOption: (overlay) => overlay.querySelector<HTMLAnchorElement>('a[data-view-all]')?.click(),
  });
  const searchTerm = isValidTerm(term) ? term.trim() : null;

  // After a pause in typing (not on mount): open for a valid term, or per the short-term rule.
  const lastTerm = useRef(term);
  useEffect(() => {
    if (lastTerm.current === term) return;
    lastTerm.current = term;
    setOpen(overlayAfterTyping(category, term));
  }, [term, category]);

  const idle = useLoadGate('idle');
  useEffect(() => {
    if (idle) preloadPanels();
  }, [idle]);

  return (
    <div
      {...combobox.rootProps}
      className={styles.root}
      role="search"
      onFocus={preloadPanels}
      onPointerEnter={preloadPanels}
    >
      <div className={styles.box}>
        <label className={styles.categoryLabel}>
          <span className="visually-hidden">{t('search.category.label')}</span>
          <select
            className={styles.category}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as SearchCategory);
              setOpen(overlayOnFocus(event.target.value as SearchCategory, input));
              inputRef.current?.focus();
            }}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(CATEGORY_LABEL[c])}
              </option>
            ))}
          </select>
        </label>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          {...combobox.inputProps}
          aria-label={t('search.label')}
          // The shell's shortcut (web/src/shell/header/use-search-shortcut.ts) focuses this box from any page.
          aria-keyshortcuts="/ Control+K Meta+K"
          placeholder={t(PLACEHOLDER[category])}
          autoComplete="off"
          spellCheck={false}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onFocus={() => setOpen((was) => was || overlayOnFocus(category, input))}
          onClick={() => setOpen((was) => was || overlayOnFocus(category, input))}
        />
        {input && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              setInput('');
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </button>
        )}
      </div>
      <div {...combobox.popupProps} className={styles.overlay} data-testid="search-overlay">
        {open && (
          <Suspense fallback={<LoadingState />}>
            <OverlayPanels category={category} term={searchTerm} statuses={statuses} onStatusesChange={setStatuses} />
          </Suspense>
        )}
        {open && !searchTerm && input.trim().length > 0 && <p className={styles.hint}>{t('search.minimumHint')}</p>}
      </div>
    </div>
  );
}
