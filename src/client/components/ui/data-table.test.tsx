import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Visit {
  id: number;
  who: string;
  agent: string;
}

const COLUMNS: DataColumn<Visit>[] = [
  { header: 'User', cell: (visit) => visit.who },
  { header: 'Browser', cell: (visit) => visit.agent.slice(0, 7), title: (visit) => visit.agent },
];

describe('DataTable', () => {
  it('shows one row per record under the column headers, named by its caption', () => {
    const rows = [
      { id: 1, who: 'ada@example.com', agent: 'Mozilla/5.0 (iPhone)' },
      { id: 2, who: 'bob@example.com', agent: 'Mozilla/5.0 (X11)' },
    ];
    render(<DataTable caption="Visits (2), newest first" columns={COLUMNS} rows={rows} rowKey={(visit) => visit.id} empty="No visits." />);
    const table = screen.getByRole('table', { name: 'Visits (2), newest first' });
    // Its scrolling frame is a region the keyboard can reach, named like the table.
    expect(screen.getByRole('region', { name: 'Visits (2), newest first' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User', 'Browser']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['ada@example.com', 'Mozilla'],
      ['bob@example.com', 'Mozilla'],
    ]);
    // Each value carries its column's name: a phone shows the row as a card of name and value.
    expect(within(bodyRows[0]!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['User', 'Browser']);
    // The shortened cell keeps its full text on hover; a column without one has no title.
    expect(within(bodyRows[0]!).getByText('Mozilla')).toHaveAttribute('title', 'Mozilla/5.0 (iPhone)');
    expect(within(bodyRows[0]!).getByText('ada@example.com')).not.toHaveAttribute('title');
  });

  it('says what it is told instead of drawing an empty table', () => {
    render(<DataTable caption="Visits (0), newest first" columns={COLUMNS} rows={[]} rowKey={(visit) => visit.id} empty="No visits." />);
    expect(screen.getByText('No visits.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
