// The change from the previous price day: sign and tone for the eye, "up" or "down" in words for a screen reader.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceChange } from './price-change';

const shown = (change: string, percent: string) => {
  const { container } = render(<PriceChange change={change} percent={percent} />);
  const root = container.firstElementChild as HTMLElement;
  return { seen: root.querySelector('[aria-hidden="true"]')?.textContent ?? root.textContent, heard: root.querySelector('.visually-hidden')?.textContent ?? root.textContent, className: root.className };
};

describe('PriceChange', () => {
  it('says a rise and a fall with the exact amounts, never by colour alone', () => {
    const up = shown('0.0023', '0.23');
    expect(up).toMatchObject({ seen: '+$0.0023 (+0.23%)', heard: 'up $0.0023 (0.23%)' });
    const down = shown('-1.45', '-1.38');
    expect(down).toMatchObject({ seen: '−$1.45 (−1.38%)', heard: 'down $1.45 (1.38%)' });
    expect(up.className).not.toBe(down.className);
  });

  it('says unchanged when the price did not move', () => {
    expect(shown('0', '0').heard).toBe('unchanged');
  });
});
