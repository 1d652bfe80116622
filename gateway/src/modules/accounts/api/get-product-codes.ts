import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface ProductCodeItem {
  productCode: string;
  productDescription: string;
}

/** GET intermediary product-codes: the products of the user's visible accounts (000 §7). */
export async function getProductCodes(
  upstream: RequestUpstream,
  mac: string,
  badge: string,
  accountStatus: readonly string[] | undefined,
): Promise<ProductCodeItem[]> {
  const res = await upstream.get<{ products?: ProductCodeItem[] }>(
    `/api/intermediary-accounts/v1/intermediaries/${encodeURIComponent(mac)}/product-codes`,
    { query: { badge, accountStatus: accountStatus?.length ? accountStatus : undefined } },
  );
  return res?.products ?? [];
}
