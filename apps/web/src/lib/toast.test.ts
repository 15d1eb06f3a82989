import { describe, expect, it, vi } from 'vitest';

const shown: [string, string, unknown][] = [];
vi.mock('sonner', async () => {
  // The code arrives only after a turn of the event loop, like a chunk over the network.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const record = (kind: string) => (message: string, data?: unknown) => shown.push([kind, message, data]);
  return {
    toast: {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
      info: record('info'),
    },
  };
});

describe('toast', () => {
  it('keeps toasts raised before sonner has loaded and shows them in order once it has', async () => {
    const { toast, loadSonner } = await import('./toast');
    toast.success('Saved');
    toast.error('Failed', { description: 'why' });
    expect(shown).toEqual([]);

    await loadSonner();
    expect(shown).toEqual([
      ['success', 'Saved', undefined],
      ['error', 'Failed', { description: 'why' }],
    ]);

    toast.warning('Careful');
    toast.info('Note');
    expect(shown.slice(2)).toEqual([
      ['warning', 'Careful', undefined],
      ['info', 'Note', undefined],
    ]);
  });
});
