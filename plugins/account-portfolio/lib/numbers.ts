// Number formats of the portfolio pages beside the kit's AUD (002 §9): unit counts, unit prices (funds price to
// 4 decimals) and weights in per cent.
const units = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatUnits = (value: number) => units.format(value);
export const formatPrice = (value: number) => price.format(value);
export const formatWeight = (value: number) => `${percent.format(value)}%`;

/** Today in Sydney, yyyy-MM-dd (the portal's time zone). */
export const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
