// The Grouping form's own fields: name, business venture, dealer group, group type and fee options
// (000 §5), bound to the form with react-hook-form's register (rules in group-values.ts); the name is cleaned as it is left.
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { cleanGroupName } from '../lib/group-name';
import { layout } from '@kit/layout';
import styles from './form.module.css';
import type { GroupType, GroupValues } from './group-values';

const TYPE_LABEL = { FEE: 'groups.kind.fee', REPORTING: 'groups.kind.reporting', STATEMENTS: 'groups.kind.statement' } as const;
const FEE_OPTIONS = [['ADVISER_SERVICE_FEE', 'groups.kind.adviserFee'], ['ADMIN_FEE', 'groups.kind.adminFee']] as const;
const fieldClasses = { className: styles.field, labelClassName: styles.label, hintClassName: layout.hint, errorClassName: styles.error };

interface GroupFieldsProps {
  ventures: readonly string[];
  dealers: readonly (readonly [string, string | null])[];
  types: readonly GroupType[];
  loading: boolean;
}

export function GroupFields({ ventures, dealers, types, loading }: GroupFieldsProps) {
  const { register, control, setValue, formState } = useFormContext<GroupValues>();
  const groupType = useWatch({ control, name: 'groupType' });
  const name = register('name', { onBlur: (event) => setValue('name', cleanGroupName(event.target.value)) });
  return (
    <>
      <div className={styles.grid}>
        <FormField label={t('groups.form.name')} hint={t('groups.form.nameHint')} error={formState.errors.name?.message} {...fieldClasses}>
          <input className={styles.input} maxLength={100} {...name} />
        </FormField>
        {ventures.length > 0 ? (
          <FormField label={t('groups.form.businessVenture')} {...fieldClasses}>
            <select className={styles.select} {...register('businessVenture')}>
              {ventures.map((bv) => (
                <option key={bv}>{bv}</option>
              ))}
            </select>
          </FormField>
        ) : (
          <div className={styles.field}>
            <span className={styles.label}>{t('groups.form.businessVenture')}</span>
            <p className={styles.error}>{loading ? '' : t('groups.form.noBusinessVentures')}</p>
          </div>
        )}
        <FormField label={t('groups.form.dealer')} {...fieldClasses}>
          <select className={styles.select} {...register('dealerCode')}>
            {dealers.map(([code, dealerName]) => (
              <option key={code} value={code}>
                {dealerName ? `${code} · ${dealerName}` : code}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={styles.grid}>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('groups.form.type')}</legend>
          <div className={styles.choices}>
            {types.map((type) => (
              <label key={type} className={styles.choice}>
                <input type="radio" value={type} {...register('groupType')} />
                {t(TYPE_LABEL[type])}
              </label>
            ))}
          </div>
        </fieldset>
        {groupType === 'FEE' && (
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t('groups.form.feeOptions')}</legend>
            <div className={styles.choices}>
              {FEE_OPTIONS.map(([value, key]) => (
                <label key={value} className={styles.choice}>
                  <input type="checkbox" value={value} {...register('attributes')} />
                  {t(key)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
    </>
  );
}
