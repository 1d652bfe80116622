// Client status pill tone (000 §2): Active positive, Inactive negative, anything else default.
export type Tone = 'positive' | 'negative' | 'default';

export function clientStatusTone(status: string | null | undefined): Tone {
  const s = (status ?? '').trim().toLowerCase();
  return s === 'active' ? 'positive' : s === 'inactive' ? 'negative' : 'default';
}
