// The kit's charts through their lazy entry points: each is one image named by its figures, draws its data in
// proportion, and opens the same figures as a table from a keyboard-usable "Show as table" button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '../copy';
import { BarChart, DonutChart, LineChart, type ChartDatum, type LinePoint } from './index';

const classes: ChartDatum[] = [
  { key: 'au', label: 'Australian equities', value: 6000, figures: ['$6,000.00', '60.00%'] },
  { key: 'cash', label: 'Cash', value: 3000, figures: ['$3,000.00', '30.00%'] },
  { key: 'prop', label: 'Property', value: 1000, figures: ['$1,000.00', '10.00%'] },
];
const columns = ['Asset class', 'Value', 'Weight'] as const;

/** The angle a donut segment's path sweeps: from its first point to the end of its first (outer) arc. */
function sweep(d: string): number {
  const numbers = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
  // M x0,y0 A rx,ry,rotation,large,sweep,x1,y1 ...
  const [x0, y0, , , , , , x1, y1] = numbers;
  const angle = (x: number, y: number) => Math.atan2(y, x);
  return (angle(x1!, y1!) - angle(x0!, y0!) + 2 * Math.PI) % (2 * Math.PI);
}

/** The rows of the table behind "Show as table", each as its cells' text. */
async function openTable(title: string) {
  const toggle = screen.getByRole('button', { name: t('kit.chart.showTable') });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('table')).toBeNull();
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(toggle.textContent).toBe(t('kit.chart.hideTable'));
  const table = screen.getByRole('table', { name: title });
  return within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
}

describe('DonutChart', () => {
  it('is one image named by its title and every figure, a segment per part in proportion, in the palette', async () => {
    render(<DonutChart title="Portfolio by asset class" data={classes} columns={[...columns]} legendFigure={1} testId="donut" />);
    const image = await screen.findByRole('img', { name: /^Portfolio by asset class/ });
    expect(image.getAttribute('aria-label')).toBe(
      'Portfolio by asset class: Australian equities, $6,000.00, 60.00%; Cash, $3,000.00, 30.00%; Property, $1,000.00, 10.00%.',
    );
    const segments = [...image.querySelectorAll('path[data-key]')];
    expect(segments.map((s) => s.getAttribute('data-key'))).toEqual(['au', 'cash', 'prop']);
    const sweeps = segments.map((s) => sweep(s.getAttribute('d')!));
    [0.6, 0.3, 0.1].forEach((share, i) => expect(sweeps[i]).toBeCloseTo(share * 2 * Math.PI, 1));
    expect(sweeps[0]! / sweeps[2]!).toBeGreaterThan(5.5);
    expect((segments[1] as SVGElement).style.fill).toBe('var(--ao-chart-2)');
    expect(segments[0]!.querySelector('title')!.textContent).toBe('Australian equities, $6,000.00, 60.00%');
    // The legend shows the chosen figure beside each part.
    const legend = within(screen.getByTestId('donut')).getAllByRole('listitem').map((li) => li.textContent);
    expect(legend).toEqual(['Australian equities60.00%', 'Cash30.00%', 'Property10.00%']);
  });

  it('opens the same figures as a table from the keyboard, and closes it again', async () => {
    render(<DonutChart title="Portfolio by asset class" data={classes} columns={[...columns]} />);
    await screen.findByRole('img');
    expect(await openTable('Portfolio by asset class')).toEqual([
      ['Asset class', 'Value', 'Weight'],
      ['Australian equities', '$6,000.00', '60.00%'],
      ['Cash', '$3,000.00', '30.00%'],
      ['Property', '$1,000.00', '10.00%'],
    ]);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: t('kit.chart.showTable') }).getAttribute('aria-expanded')).toBe('false');
  });

  it('draws no segment for a part of zero but still lists it', async () => {
    const data = [...classes, { key: 'fi', label: 'Fixed interest', value: 0, figures: ['$0.00', '0.00%'] }];
    render(<DonutChart title="Mix" data={data} columns={[...columns]} testId="donut" />);
    const image = await screen.findByRole('img', { name: /Fixed interest, \$0\.00, 0\.00%/ });
    expect(image.querySelectorAll('path[data-key]')).toHaveLength(3);
    expect(within(screen.getByTestId('donut')).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('BarChart', () => {
  it('draws bars in proportion to the largest, names the image by its figures and tables them', async () => {
    render(<BarChart title="Allocation" data={classes} columns={[...columns]} testId="bars" />);
    const image = await screen.findByRole('img', { name: /^Allocation: Australian equities, \$6,000\.00/ });
    const widths = [...image.querySelectorAll('rect[data-key]')].map((r) => Number(r.getAttribute('width')));
    expect(widths).toEqual([100, 50, expect.closeTo(16.67, 1)]);
    expect(within(image).getAllByText(/\$/).map((e) => e.textContent)).toEqual(['$6,000.00', '$3,000.00', '$1,000.00']);
    expect((await openTable('Allocation')).slice(1)).toEqual(classes.map((c) => [c.label, ...c.figures]));
  });

  it('draws a bar per series in a row, all on one scale, with a legend naming the series', async () => {
    const months: ChartDatum[] = [
      { key: '2026-10', label: 'Oct 2026', value: 0, values: [4000, 1000], figures: ['$4,000.00', '$1,000.00'] },
      { key: '2026-11', label: 'Nov 2026', value: 0, values: [500, 2000], figures: ['$500.00', '$2,000.00'] },
    ];
    render(<BarChart title="Money in and out" data={months} columns={['Month', 'In', 'Out']} series={['In', 'Out']} />);
    const image = await screen.findByRole('img', { name: /^Money in and out: Oct 2026, \$4,000\.00, \$1,000\.00/ });
    const bars = [...image.querySelectorAll('rect[data-key]')].map((r) => [r.getAttribute('data-key'), Number(r.getAttribute('width'))]);
    expect(bars).toEqual([['2026-10:0', 100], ['2026-10:1', 25], ['2026-11:0', 12.5], ['2026-11:1', 50]]);
    expect(screen.getByRole('list').textContent).toBe('InOut');
    expect((await openTable('Money in and out')).slice(1)).toEqual([['Oct 2026', '$4,000.00', '$1,000.00'], ['Nov 2026', '$500.00', '$2,000.00']]);
  });
});

describe('LineChart', () => {
  const months: LinePoint[] = [
    { key: '2025-04', x: 0, label: 'Apr 2025', value: 100_000, figures: ['$100,000.00'] },
    { key: '2025-05', x: 1, label: 'May 2025', value: 120_000, figures: ['$120,000.00'] },
    { key: '2025-06', x: 2, label: 'Jun 2025', value: 90_000, figures: ['$90,000.00'] },
    { key: '2025-07', x: 3, label: 'Jul 2025', value: 110_000, figures: ['$110,000.00'] },
  ];

  it('summarises the series in its name, draws a point per datum with value ticks, and tables every point', async () => {
    render(<LineChart title="Value over time" data={months} columns={['Month', 'Value']} formatTick={(v) => `$${v / 1000}k`} />);
    const image = await screen.findByRole('img', { name: /^Value over time/ });
    expect(image.getAttribute('aria-label')).toBe(
      'Value over time: 4 points from $100,000.00 on Apr 2025 to $110,000.00 on Jul 2025; highest $120,000.00 on May 2025, lowest $90,000.00 on Jun 2025.',
    );
    const points = [...image.querySelectorAll('circle[data-key]')];
    expect(points).toHaveLength(4);
    const cy = points.map((p) => Number(p.getAttribute('cy')));
    // Higher values sit higher (smaller y): May highest, June lowest.
    expect(Math.min(...cy)).toBe(cy[1]);
    expect(Math.max(...cy)).toBe(cy[2]);
    expect([...image.querySelectorAll('text')].map((e) => e.textContent)).toEqual(expect.arrayContaining(['$90k', '$120k', 'Apr 2025', 'Jul 2025']));
    expect((await openTable('Value over time')).slice(1)).toEqual(months.map((m) => [m.label, ...m.figures]));
  });
});
