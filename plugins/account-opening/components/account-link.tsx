// The opened account's number, linking to its account page (cash, term deposit or wrap).
import type { OpenAccountProduct } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';

export function AccountLink({ product, accountNumber }: { product: OpenAccountProduct; accountNumber: string }) {
  if (product === 'CASH') return <RouteLink to="cash-account" params={{ accountNumber }}>{accountNumber}</RouteLink>;
  if (product === 'TERM_DEPOSIT') return <RouteLink to="term-deposit" params={{ accountNumber }}>{accountNumber}</RouteLink>;
  return <RouteLink to="wrap-account" params={{ accountNumber }}>{accountNumber}</RouteLink>;
}
