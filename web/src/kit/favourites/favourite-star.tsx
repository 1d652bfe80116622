// The favourite star of an account row (000 §2, §4): pressed when the account is a saved favourite;
// its tooltip and accessible name say what a click does, or that favourites are unavailable. While they are
// unavailable (or still loading) the star is aria-disabled, not disabled: it stays focusable and its tooltip
// still shows, saying why.
import { t } from '../copy';
import { useTooltip } from '../tooltip/tooltip';
import styles from './favourite-star.module.css';
import { useFavouriteAccounts } from './use-favourite-accounts';

export interface FavouriteStarProps {
  accountId: string;
  /** Added to the accessible name so a list of stars can be told apart, e.g. the account's name. */
  accountLabel?: string;
}

export function FavouriteStar({ accountId, accountLabel }: FavouriteStarProps) {
  const { ids, loading, unavailable, setFavourite } = useFavouriteAccounts();
  const selected = ids.has(accountId);
  const tip = unavailable ? t('favourites.unavailable') : t(selected ? 'favourites.remove' : 'favourites.add');
  const { triggerProps, tooltip } = useTooltip<HTMLButtonElement>(tip);
  const disabled = unavailable || loading;
  return (
    <>
      <button
        {...triggerProps}
        type="button"
        className={styles.star}
        aria-pressed={selected}
        aria-label={accountLabel ? `${tip}: ${accountLabel}` : tip}
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          // Rows are often links; the star must not open the account as well.
          event.preventDefault();
          event.stopPropagation();
          if (!disabled) void setFavourite(accountId, !selected);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      </button>
      {tooltip}
    </>
  );
}
