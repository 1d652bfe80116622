// Unit counts, unit prices (funds to 4 decimals) and shares in per cent, formatted from the gateway's exact decimal
// text by its digits (Intl reads a numeric string exactly), as the portfolio pages show them.
import { isDecimalText } from '@kit/money';

const units = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const exactly = (format: Intl.NumberFormat, value: string) => (isDecimalText(value) ? format.format(value as Intl.StringNumericLiteral) : '');

export const formatUnits = (value: string) => exactly(units, value);
export const formatPrice = (value: string) => exactly(price, value);
export const formatShare = (value: string) => (isDecimalText(value) ? `${exactly(percent, value)}%` : '');

/** Today in Sydney, yyyy-MM-dd (the export's file name). */
export const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
