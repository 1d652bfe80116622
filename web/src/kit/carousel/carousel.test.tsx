import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel, useCarousel } from './carousel';

const SLIDES = ['Rollover authorities', 'Direct debits', 'Bulk payments'];

function Example({ slides = SLIDES }: { slides?: string[] }) {
  const carousel = useCarousel(slides.length);
  return (
    <>
      <Carousel carousel={carousel} label="What's new" slideLabel={`${carousel.index + 1} of ${carousel.count}`}>
        <h3>{slides[carousel.index]}</h3>
      </Carousel>
      <button type="button" {...carousel.previousProps}>
        Previous
      </button>
      <button type="button" {...carousel.nextProps}>
        Next
      </button>
    </>
  );
}

describe('Carousel', () => {
  it('is a region announced as a carousel, showing one slide named n of m in a polite live region', () => {
    render(<Example />);
    const region = screen.getByRole('region', { name: "What's new" });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(slide.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Rollover authorities']);
  });

  it('moves with previous and next, which control the slides and stop at either end', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const slidesId = screen.getByRole('group').parentElement?.id;
    expect(slidesId).toBeTruthy();
    expect(previous.getAttribute('aria-controls')).toBe(slidesId);
    expect(next.getAttribute('aria-controls')).toBe(slidesId);
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await user.click(next);
    expect(screen.getByRole('group', { name: '2 of 3' }).textContent).toBe('Direct debits');
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    await user.click(next);
    expect(screen.getByRole('group', { name: '3 of 3' }).textContent).toBe('Bulk payments');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous);
    expect(screen.getByRole('group', { name: '2 of 3' }).textContent).toBe('Direct debits');
  });

  it('hands the focus to the other button when a press disables the one that had it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeTruthy();
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(document.activeElement).toBe(next);
  });

  it('stays on the last slide when the slides shrink below its position', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<Example slides={SLIDES.slice(0, 2)} />);
    expect(screen.getByRole('group', { name: '2 of 2' }).textContent).toBe('Direct debits');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
