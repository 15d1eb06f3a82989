import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { QueryStates } from './query-states';

function Names({ load }: { load: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <QueryStates query={names} loading={<p>Loading names…</p>} failure="The names could not be loaded." empty={<p>No names yet.</p>}>
      {(data) => <ul>{data.map((n) => <li key={n}>{n}</li>)}</ul>}
    </QueryStates>
  );
}

it('a failed list says what could not be loaded and why, and Retry loads it again', async () => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('Could not reach Labwise. Check your connection and try again.')) : Promise.resolve(['Ada']);
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Names load={load} />
    </QueryClientProvider>,
  );
  expect(screen.getByText('Loading names…')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be loaded. Could not reach Labwise.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
