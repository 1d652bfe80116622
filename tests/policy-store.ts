// The store's answer to "what may this user see and do" (sandbox/README.md "Scope"), in SQL, for the policy
// tests: which accounts a user sees (an adviser link to one of their entities: their user_entities, or every
// entity of their dealer when dealer-restricted), at which access (user_account_access, else the user's
// default) and with which payment permission (payment_permissions, else none).

/** CTE `visible(mac, account_id, access, payment_access)`: every account each user sees, with their levels. */
export const VISIBLE = `
  scope as (
    select u.mac, e.entity_key from users u join adviser_entities e on case when u.dealer_restricted
      then e.dealer_code = u.dealer_code
      else exists (select 1 from user_entities ue where ue.mac = u.mac and ue.entity_key = e.entity_key) end),
  visible as (
    select distinct s.mac, aa.account_id,
           coalesce((select x.access from user_account_access x where x.mac = s.mac and x.account_id = aa.account_id), u.default_access) as access,
           coalesce((select p.access from payment_permissions p where p.mac = s.mac and p.account_id = aa.account_id), 'NONE') as payment_access
      from scope s join account_advisers aa on aa.entity_key = s.entity_key join users u on u.mac = s.mac)`;
