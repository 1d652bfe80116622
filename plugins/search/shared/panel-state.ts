// Recent panels (000 §4): loading wins over error, then entries present, else empty.
export type PanelState = 'loading' | 'error' | 'entries' | 'empty';

export function panelState({ loading, error, count }: { loading: boolean; error: boolean; count: number }): PanelState {
  if (loading) return 'loading';
  if (error) return 'error';
  return count > 0 ? 'entries' : 'empty';
}
