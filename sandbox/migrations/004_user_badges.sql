-- The child badges a user holds, apart from the products each brand gives them (001 §3 User: badges and
-- supportedBrandProducts are separate). supported_brand_products is keyed by brand key (mgl, oasis, anz,
-- ybr, perpetual), which is what the product-access rules of 001 §6 read ("Anz merged into oasis",
-- "YellowBrickRoad if the ybr list has cash").
alter table users add column badges jsonb not null default '[]';
