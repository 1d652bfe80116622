import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefinitionList, Pill } from '.';

describe('DefinitionList', () => {
  it('pairs each label with its value and leaves out a missing or empty value', () => {
    const { container } = render(
      <DefinitionList
        aria-label="Case"
        items={[
          ['Reference', 'C-1001'],
          ['Description', ''],
          ['Requested by', null],
          ['Accounts', <strong key="a">2</strong>],
        ]}
      />,
    );
    const list = screen.getByLabelText('Case');
    expect(list.tagName).toBe('DL');
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Reference', 'Accounts']);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['C-1001', '2']);
  });
});

describe('Pill', () => {
  it('carries its tone as a class of its own and keeps the attributes it is given', () => {
    render(
      <>
        <Pill tone="POSITIVE" data-tone="POSITIVE">
          Approved
        </Pill>
        <Pill tone="NEGATIVE">Declined</Pill>
      </>,
    );
    const approved = screen.getByText('Approved');
    const declined = screen.getByText('Declined');
    expect(approved.dataset.tone).toBe('POSITIVE');
    const toneClass = (el: HTMLElement) => [...el.classList].sort().join(' ');
    expect(toneClass(approved)).not.toBe(toneClass(declined));
    expect(approved.classList.length).toBe(2);
  });
});
