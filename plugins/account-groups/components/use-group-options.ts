// The choices the Grouping form offers, from the shell and the user's adviser codes: business ventures of
// the brand's products, the user's dealers (the edited group's too), and the group types of the brand.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AccountGroupData } from '../api/get-account-group';
import { GET_FORM_CONTEXT } from '../api/get-form-context';
import { groupBusinessVentures } from '../lib/business-ventures';
import type { GroupType } from './group-values';

export function useGroupOptions(group: AccountGroupData | undefined, groupType: GroupType) {
  const context = useQuery(GET_FORM_CONTEXT);
  const brandKey = context.data?.shell.brand.key ?? '';
  const ventures = useMemo(() => {
    const offered = context.data ? groupBusinessVentures(brandKey, context.data.shell.access.products) : [];
    return [...new Set([...offered, ...(group ? [group.businessVentureId] : [])])];
  }, [context.data, brandKey, group]);
  const dealers = useMemo(() => {
    const seen = new Map<string, string | null>();
    for (const code of context.data?.viewer.adviserCodes ?? []) if (!seen.has(code.dealerCode)) seen.set(code.dealerCode, code.dealerName);
    if (group && !seen.has(group.dealerCode)) seen.set(group.dealerCode, null);
    return [...seen];
  }, [context.data, group]);
  // Statement groups belong to the perpetual brand, as its Statement groups search does (000 §2).
  const types: GroupType[] = brandKey === 'perpetual' || groupType === 'STATEMENTS' ? ['FEE', 'REPORTING', 'STATEMENTS'] : ['FEE', 'REPORTING'];
  return { ventures, dealers, types, loading: context.loading };
}
