import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function TermDepositTabPage({ params }: PageProps<'term-deposit.tab'>) {
  return <AccountPage section="term-deposit" accountNumber={params.accountNumber} subRoute={params.subRoute} />;
}
