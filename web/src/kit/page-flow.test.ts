// @vitest-environment happy-dom
// Page flows are recorded from the first paint and heard by a listener that starts late, oldest first.
import { afterEach, describe, expect, it } from 'vitest';
import { onPageFlow, recordPageFlows, type PageFlow } from './page-flow';

const main = document.createElement('main');
document.body.append(main);
const showPage = (heading: string) => {
  main.innerHTML = `<h1>${heading}</h1>`;
};
const go = async (hash: string, heading: string) => {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  showPage(heading);
  await new Promise((resolve) => setTimeout(resolve, 80));
};

describe('page flows', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('hears the landing page and each move made before it listened, then the moves after', async () => {
    window.location.hash = '#/dashboard';
    showPage('Dashboard');
    stop = recordPageFlows(window);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await go('#/dashboard/cash-account/963001234', 'Cash account');

    const heard: PageFlow[] = [];
    const stopListening = onPageFlow((flow) => heard.push(flow));
    expect(heard.map((f) => [f.previousPage, f.currentPage])).toEqual([
      ['', '/#/dashboard'],
      ['/#/dashboard', '/#/dashboard/cash-account/963001234'],
    ]);
    await go('#/dashboard/rates', 'Rates');
    expect(heard.at(-1)).toMatchObject({ previousPage: '/#/dashboard/cash-account/963001234', currentPage: '/#/dashboard/rates' });
    expect(heard.every((f) => f.transitionTime >= 0 && f.at > 0)).toBe(true);
    stopListening();
    await go('#/dashboard', 'Dashboard');
    expect(heard).toHaveLength(3);
  });

  it('never records the sign-in return, whose address carries the tokens', async () => {
    window.location.hash = '#/login?access_token=secret&refresh_token=secret';
    showPage('Signing in');
    stop = recordPageFlows(window);
    await go('#/dashboard', 'Dashboard');
    const heard: PageFlow[] = [];
    onPageFlow((flow) => heard.push(flow))();
    expect(heard.map((f) => [f.previousPage, f.currentPage])).toEqual([['', '/#/dashboard']]);
    expect(JSON.stringify(heard)).not.toContain('secret');
  });

  it('skips a page left before it drew (a redirect), so the next one follows the last page shown', async () => {
    window.location.hash = '#/start';
    showPage('Start');
    stop = recordPageFlows(window);
    await new Promise((resolve) => setTimeout(resolve, 80));
    main.innerHTML = '<p aria-busy="true">Loading</p>';
    window.location.hash = '#/home';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await go('#/dashboard', 'Dashboard');
    const heard: PageFlow[] = [];
    onPageFlow((flow) => heard.push(flow))();
    expect(heard.map((f) => [f.previousPage, f.currentPage])).toEqual([
      ['', '/#/start'],
      ['/#/start', '/#/dashboard'],
    ]);
  });

  it('waits for the new page to draw its heading before it counts the move', async () => {
    stop = recordPageFlows(window);
    window.location.hash = '#/later';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    main.innerHTML = '<p aria-busy="true">Loading</p>';
    const heard: PageFlow[] = [];
    const stopListening = onPageFlow((flow) => heard.push(flow));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(heard.some((f) => f.currentPage === '/#/later')).toBe(false);
    showPage('Later');
    await expect.poll(() => heard.some((f) => f.currentPage === '/#/later')).toBe(true);
    stopListening();
  });
});
