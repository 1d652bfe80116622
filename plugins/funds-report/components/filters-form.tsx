// The report's filter form (the kit's filter form): an investment, a dealer and an adviser code, each a select of what
// the report offers. Applied on submit; Clear shows the whole book again.
import { t } from '@kit/copy';
import { FilterForm, FilterSelect, useFilterForm } from '@kit/form/filter-fields';
import { EMPTY_DRAFT, RULES, toFilter, type ReportFilter } from '../lib/filters';

export interface FilterChoices {
  investments: readonly { assetCode: string; assetName: string }[];
  dealers: readonly { dealerCode: string; dealerName: string }[];
  advisers: readonly { adviserCode: string; adviserName: string }[];
}

export function FiltersForm({ choices, onApply }: { choices: FilterChoices; onApply(filter: ReportFilter): void }) {
  const state = useFilterForm({ empty: EMPTY_DRAFT, rules: RULES, toFilter, onApply });
  const investments = choices.investments.map((i) => i.assetCode);
  const dealers = choices.dealers.map((d) => d.dealerCode);
  const advisers = choices.advisers.map((a) => a.adviserCode);
  return (
    <FilterForm state={state} label={t('fundsReport.filters')} applyLabel={t('fundsReport.filter.apply')} clearLabel={t('fundsReport.filter.clear')}>
      <FilterSelect
        name="assetCode"
        label={t('fundsReport.filter.investment')}
        options={investments}
        optionLabel={(_, i) => t('fundsReport.filter.option', { name: choices.investments[i]!.assetName, code: choices.investments[i]!.assetCode })}
        allLabel={t('fundsReport.filter.allInvestments')}
      />
      <FilterSelect
        name="dealerCode"
        label={t('fundsReport.filter.dealer')}
        options={dealers}
        optionLabel={(_, i) => t('fundsReport.filter.option', { name: choices.dealers[i]!.dealerName, code: choices.dealers[i]!.dealerCode })}
        allLabel={t('fundsReport.filter.allDealers')}
      />
      <FilterSelect
        name="adviserCode"
        label={t('fundsReport.filter.adviser')}
        options={advisers}
        optionLabel={(_, i) => t('fundsReport.filter.option', { name: choices.advisers[i]!.adviserName, code: choices.advisers[i]!.adviserCode })}
        allLabel={t('fundsReport.filter.allAdvisers')}
      />
    </FilterForm>
  );
}
