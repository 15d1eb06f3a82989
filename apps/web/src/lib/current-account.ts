import { useOutletContext } from 'react-router';
import type { Account } from '@labwise/domain';

/** The account the dashboard shell loaded and checked; pages below it read it from here. */
export function useCurrentAccount(): Account {
  return useOutletContext<Account>();
}
