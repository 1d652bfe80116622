import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function CashAccountSubtabPage({ params }: PageProps<'cash-account.subtab'>) {
  return <AccountPage section="cash-account" accountNumber={params.accountNumber} subRoute={`${params.subRoute}/${params.subPage}`} />;
}
