import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function CashAccountTabPage({ params }: PageProps<'cash-account.tab'>) {
  return <AccountPage section="cash-account" accountNumber={params.accountNumber} subRoute={params.subRoute} />;
}
