// Number formats of the portfolio pages beside the kit's AUD (002 §9): unit counts, unit prices (funds price to
// 4 decimals) and weights in per cent. Each is the gateway's exact decimal text, formatted by its digits (Intl reads
// a numeric string exactly); text that is not a decimal shows as nothing.
import { isDecimalText } from '@kit/money';

const units = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const exactly = (format: Intl.NumberFormat, value: string) => (isDecimalText(value) ? format.format(value as Intl.StringNumericLiteral) : '');

export const formatUnits = (value: string) => exactly(units, value);
export const formatPrice = (value: string) => exactly(price, value);
export const formatWeight = (value: string) => (isDecimalText(value) ? `${exactly(percent, value)}%` : '');
