// The dealer code filter of 000 §5: a dealer-restricted user with a dealer code and no adviser chosen
// searches every adviser code under that dealer; with an adviser chosen, the dealer-adviser key; any
// other user sends no dealer filter (only the adviser they chose, if any).
export interface DealerUser {
  dealerRestricted: boolean;
  dealerCode: string | null;
}

export interface AdviserOption {
  entityKey: string;
  dealerCode: string;
  code: string;
}

export function dealerAdviserFilter(user: DealerUser | null, advisers: readonly AdviserOption[], chosen: string): string[] | undefined {
  if (user?.dealerRestricted && user.dealerCode) {
    if (chosen) {
      const option = advisers.find((a) => a.entityKey === chosen);
      return [option ? `${user.dealerCode}${option.code}` : chosen];
    }
    const underDealer = advisers.filter((a) => a.dealerCode === user.dealerCode).map((a) => a.entityKey);
    return underDealer.length ? underDealer : undefined;
  }
  return chosen ? [chosen] : undefined;
}
