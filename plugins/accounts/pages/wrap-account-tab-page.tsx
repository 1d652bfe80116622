import type { PageProps } from '@kit/plugin';
import { AccountPage } from './account-page';

export default function WrapAccountTabPage({ params }: PageProps<'wrap-account.tab'>) {
  return <AccountPage section="wrap-account" accountNumber={params.accountNumber} subRoute={params.subRoute} />;
}
