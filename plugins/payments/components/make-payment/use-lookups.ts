// The BSB and biller lookups of a new payee or biller (002 §7): asked once the code is complete (6 digits for a
// BSB, 3 to 10 for a biller code, after a short pause), answered with the bank and branch or the biller's name,
// the field message for a code not in the directory, or the lookup failure message.
import { useQuery } from '@apollo/client/react';
import { BILLER_LOOKUP, BSB_LOOKUP } from '../../api/lookups';
import { billerCodeForLookup, bsbForLookup } from '../../lib/make-payment';
import { t } from '@kit/copy';
import { useDebouncedValue } from '@kit/use-debounced-value';

export interface LookupLine {
  state: 'idle' | 'loading' | 'found' | 'missing';
  text: string;
}

export function useBsbLookup(typed: string, active: boolean): LookupLine {
  const code = active ? bsbForLookup(typed) : null;
  const { data, loading, error } = useQuery(BSB_LOOKUP, { variables: { code: code ?? '' }, skip: !code });
  if (!code) return { state: 'idle', text: '' };
  if (loading) return { state: 'loading', text: t('payments.make.lookingUp') };
  if (error || !data) return { state: 'missing', text: t('payments.lookupFailed') };
  const r = data.bsbLookup;
  if (r.found && r.details) return { state: 'found', text: t('payments.make.bankFound', { bank: r.details.bankName, branch: r.details.branchName ?? r.details.state ?? '' }).replace(/, $/, '') };
  return { state: 'missing', text: r.message ?? t('payments.lookupFailed') };
}

export function useBillerLookup(typed: string, active: boolean): LookupLine & { billerName: string | null } {
  const settled = useDebouncedValue(typed, 300);
  const code = active && settled === typed ? billerCodeForLookup(typed) : null;
  const { data, loading, error } = useQuery(BILLER_LOOKUP, { variables: { code: code ?? '' }, skip: !code });
  if (!code) return { state: active && billerCodeForLookup(typed) ? 'loading' : 'idle', text: active && billerCodeForLookup(typed) ? t('payments.make.lookingUp') : '', billerName: null };
  if (loading) return { state: 'loading', text: t('payments.make.lookingUp'), billerName: null };
  if (error || !data) return { state: 'missing', text: t('payments.lookupFailed'), billerName: null };
  const r = data.billerLookup;
  if (r.found && r.details) return { state: 'found', text: r.details.billerName, billerName: r.details.billerName };
  return { state: 'missing', text: r.message ?? t('payments.lookupFailed'), billerName: null };
}
