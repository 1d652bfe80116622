// The pre-chat wizard (001 §4): the topics per flag, Next only once a tier has a choice, Back down a tier with
// the choice kept, the routing attributes shown on the last tier, and Start chat with the chosen labels.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { PrechatWizard } from './prechat-wizard';

function setup(cma: boolean, helpUrl: string | null = 'https://help.example.test/') {
  const onStart = vi.fn();
  const onExit = vi.fn();
  render(<PrechatWizard flag={(key) => key === 'liveChat.prechatFormCmaTermDeposits' && cma} helpUrl={helpUrl} busy={false} onStart={onStart} onExit={onExit} />);
  return { onStart, onExit, user: userEvent.setup() };
}

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const next = () => screen.getByRole('button', { name: t('chat.wizard.next') });
const back = () => screen.getByRole('button', { name: t('chat.wizard.back') });

describe('PrechatWizard', () => {
  it('shows the CMA/Accelerator/term deposits topic only with liveChat.prechatFormCmaTermDeposits', () => {
    setup(true);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'CMA, Accelerator, term deposits', 'Wrap super and pension', 'Wrap investments (IDPS)', 'Statements and reporting', 'Authenticator access and notifications',
    ]);
  });

  it('without the flag: four topics', () => {
    setup(false);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('radio', { name: 'CMA, Accelerator, term deposits' })).toBeNull();
  });

  it('Next waits for a choice; Back goes down a tier keeping it, and from tier 1 leaves the wizard', async () => {
    const { user, onExit } = setup(false);
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Wrap super and pension' }));
    await user.click(next());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('chat.wizard.subOptionHeading') }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Trade orders and redemptions' }));
    await user.click(next());
    expect(screen.getByRole('heading', { name: t('chat.wizard.helpHeading') })).toBeTruthy();
    await user.click(back());
    expect(checked(screen.getByRole('radio', { name: 'Trade orders and redemptions' }))).toBe(true);
    await user.click(back());
    expect(checked(screen.getByRole('radio', { name: 'Wrap super and pension' }))).toBe(true);
    expect(onExit).not.toHaveBeenCalled();
    await user.click(back());
    expect(onExit).toHaveBeenCalledOnce();
  });

  it("shows the topic rule ('Something else' under a Wrap topic) and starts with the labels as chosen", async () => {
    const { user, onStart } = setup(true);
    await user.click(screen.getByRole('radio', { name: 'Wrap investments (IDPS)' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(next());
    expect(screen.getByText('Your topic: Wrap investments (IDPS) · Update account or something else')).toBeTruthy();
    // The help centre link for the topic ('Something else' is no help subject).
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Wrap investments (IDPS) in the help centre']);
    expect(links[0].getAttribute('href')).toBe('https://help.example.test/');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    await user.click(screen.getByRole('button', { name: t('chat.wizard.startChat') }));
    expect(onStart).toHaveBeenCalledWith({ topic: 'Wrap investments (IDPS)', subOption: 'Something else' });
  });

  it('keyboard: arrows choose, Enter goes on; no help centre means no links', async () => {
    const { user, onStart } = setup(false, null);
    await user.tab();
    await user.keyboard(' ');
    expect(checked(screen.getByRole('radio', { name: 'Wrap super and pension' }))).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(checked(screen.getByRole('radio', { name: 'Statements and reporting' }))).toBe(true);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Statements' }));
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Your topic: Statements and reporting · Statements')).toBeTruthy();
    await user.tab({ shift: false });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t('chat.wizard.startChat') }));
    await user.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledWith({ topic: 'Statements and reporting', subOption: 'Statements' });
  });
});
