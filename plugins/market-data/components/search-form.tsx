// The search (the kit's filter form): words of a code or name and the type. Applied on submit; Clear lists the menu.
import { t } from '@kit/copy';
import { FilterForm, FilterSelect, TextField, useFilterForm } from '@kit/form/filter-fields';
import { EMPTY_SEARCH, SEARCH_RULES, toSearch, TYPES, type Search, type SearchDraft } from '../lib/search';

export function SearchForm({ initial, onApply }: { initial: Search; onApply(search: Search): void }) {
  const state = useFilterForm<SearchDraft, Search>({
    empty: EMPTY_SEARCH,
    initial: { q: initial.q ?? '', type: initial.type ?? '' },
    rules: SEARCH_RULES,
    toFilter: toSearch,
    onApply,
  });
  return (
    <FilterForm state={state} label={t('marketData.search.label')} applyLabel={t('marketData.search.submit')} clearLabel={t('marketData.search.clear')}>
      <TextField name="q" label={t('marketData.search.field')} maxLength={100} autoComplete="off" />
      <FilterSelect name="type" label={t('marketData.search.type')} options={TYPES} optionLabel={(type) => t(`marketData.type.${type}`)} allLabel={t('marketData.search.allTypes')} />
    </FilterForm>
  );
}
