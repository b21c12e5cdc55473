import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Example() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('one');
  return (
    <Tabs label="Example" tabs={TABS} selected={selected} onSelect={setSelected} block="example">
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the list, labels the panel by its tab and keeps one tab stop', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves with the arrows (wrapping), Home and End, focusing and showing the tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
  });
});
