import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { columnsOf, DataTable } from './data-table';

type Person = { id: string; name: string; age: number };
const col = columnsOf<Person>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('age', { header: 'Age' }), col.display({ id: 'actions', header: 'Actions', cell: () => 'View', meta: { srOnlyHeader: true } })];
const people = (n: number): Person[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Person ${String(i + 1).padStart(2, '0')}`, age: 20 + ((i * 7) % 30) }));

const bodyNames = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('is a captioned table whose sortable headers are buttons with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="People" rowsLabel="people" columns={columns} data={[{ id: 'a', name: 'Bo', age: 40 }, { id: 'b', name: 'Al', age: 30 }, { id: 'c', name: 'Cy', age: 35 }]} getRowId={(p) => p.id} empty="None" pageSize={10} />);
    const table = screen.getByRole('table', { name: 'People' });
    const name = within(table).getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(bodyNames()).toEqual(['Bo', 'Al', 'Cy']);

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Al', 'Bo', 'Cy']);

    // By keyboard: the header button takes focus and Enter sorts the other way.
    within(name).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Cy', 'Bo', 'Al']);
  });

  it('pages with Previous / Next, says "Page X of Y", and changes the page size', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="People" rowsLabel="people" columns={columns} data={people(23)} getRowId={(p) => p.id} empty="None" pageSize={10} />);
    const pager = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(bodyNames()).toHaveLength(10);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyNames()).toEqual(['Person 21', 'Person 22', 'Person 23']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(within(pager).getByLabelText('Rows per page'), '25');
    expect(bodyNames()).toHaveLength(23);
  });

  it('shows its empty state inside the table, and no pager for a short list', () => {
    render(<DataTable caption="People" rowsLabel="people" columns={columns} data={[]} getRowId={(p) => p.id} empty={<p>Nobody here yet.</p>} pageSize={10} />);
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Nobody here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every row it is given when it is not paged (a server page)', () => {
    render(<DataTable caption="People" rowsLabel="people" columns={columns} data={people(30)} getRowId={(p) => p.id} empty="None" />);
    expect(bodyNames()).toHaveLength(30);
  });
});
