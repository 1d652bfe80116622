// The "preview as" choices: brand family, child badge, badges, products, user flags, environment, overrides.
import { t } from '../../kit/copy';
import { PREVIEW_BRANDS, PREVIEW_ENVIRONMENTS, PREVIEW_PRODUCTS, PREVIEW_USER_FLAGS, type PreviewBrand } from './preview-options';
import { parseOverrides, withBrand, type PreviewState } from './preview-state';
import styles from './preview.module.css';

export interface PreviewFormProps {
  state: PreviewState;
  onChange(next: PreviewState): void;
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((entry) => entry !== value);
}

function Checkboxes({ legend, options, chosen, onChange }: { legend: string; options: readonly string[]; chosen: readonly string[]; onChange(next: string[]): void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {options.map((option) => (
          <label key={option} className={styles.check}>
            <input type="checkbox" checked={chosen.includes(option)} onChange={(event) => onChange(toggle(chosen, option, event.target.checked))} />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PreviewForm({ state, onChange }: PreviewFormProps) {
  const badges = PREVIEW_BRANDS[state.brand];
  const { invalid } = parseOverrides(state.overridesText);
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t('preview.formLabel')}>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.legend}>{t('preview.brand')}</span>
          <select value={state.brand} onChange={(event) => onChange(withBrand(state, event.target.value as PreviewBrand))}>
            {Object.keys(PREVIEW_BRANDS).map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.legend}>{t('preview.environment')}</span>
          <select value={state.environment} onChange={(event) => onChange({ ...state, environment: event.target.value })}>
            {PREVIEW_ENVIRONMENTS.map((environment) => (
              <option key={environment} value={environment}>
                {environment}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={styles.field}>
        <span className={styles.legend}>{t('preview.childBadge')}</span>
        <select value={state.childBadge} onChange={(event) => onChange({ ...state, childBadge: event.target.value })}>
          {badges.map((badge) => (
            <option key={badge} value={badge}>
              {badge}
            </option>
          ))}
        </select>
      </label>
      <Checkboxes legend={t('preview.badges')} options={badges} chosen={state.badges} onChange={(next) => onChange({ ...state, badges: next })} />
      <Checkboxes legend={t('preview.products')} options={PREVIEW_PRODUCTS} chosen={state.products} onChange={(next) => onChange({ ...state, products: next })} />
      <Checkboxes legend={t('preview.userFlags')} options={PREVIEW_USER_FLAGS} chosen={state.userFlags} onChange={(next) => onChange({ ...state, userFlags: next })} />
      <label className={styles.field}>
        <span className={styles.legend}>{t('preview.overrides')}</span>
        <textarea
          rows={4}
          value={state.overridesText}
          aria-describedby="preview-overrides-hint"
          onChange={(event) => onChange({ ...state, overridesText: event.target.value })}
        />
        <span id="preview-overrides-hint" className={invalid.length ? styles.invalid : styles.hint}>
          {invalid.length ? t('preview.overridesInvalid', { lines: invalid.join(', ') }) : t('preview.overridesHint')}
        </span>
      </label>
    </form>
  );
}
