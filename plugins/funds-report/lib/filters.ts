// The report's filter: an investment, a dealer and an adviser code, each chosen from what the report offers (so no
// value can be typed wrong: the form has no rules). Blank is all.
import type { FormRules } from '@kit/form/field-rules';

export interface Draft {
  assetCode: string;
  dealerCode: string;
  adviserCode: string;
}

export const EMPTY_DRAFT: Draft = { assetCode: '', dealerCode: '', adviserCode: '' };
export const RULES: FormRules<Draft> = {};

export interface ReportFilter {
  assetCode?: string;
  dealerCode?: string;
  adviserCode?: string;
}

export function toFilter(draft: Draft): ReportFilter {
  return { assetCode: draft.assetCode || undefined, dealerCode: draft.dealerCode || undefined, adviserCode: draft.adviserCode || undefined };
}
