import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast';
import { defaultExportRange, EXPORT_MESSAGES } from '@labwise/domain';
import { ExportCsv } from './export-csv';

vi.mock('../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe('ExportCsv', () => {
  it('exports the last 30 days by default', async () => {
    const onExport = vi.fn(() => Promise.resolve());
    render(<ExportCsv what="orders" onExport={onExport} />);
    const group = screen.getByRole('group', { name: 'Export orders as CSV' });
    expect(within(group).getByLabelText('From')).toHaveValue(defaultExportRange().from);
    expect(within(group).getByLabelText('To')).toHaveValue(defaultExportRange().to);
    await userEvent.click(within(group).getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith(defaultExportRange());
  });

  it('explains a start after the end without asking the server', async () => {
    const onExport = vi.fn(() => Promise.resolve());
    render(<ExportCsv what="orders" onExport={onExport} />);
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_MESSAGES.order);
    expect(onExport).not.toHaveBeenCalled();
  });

  it('says why a download failed, here and in a toast', async () => {
    render(<ExportCsv what="patients" onExport={() => Promise.reject(new Error('You do not have permission to do this.'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.'));
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Export failed: You do not have permission to do this.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
