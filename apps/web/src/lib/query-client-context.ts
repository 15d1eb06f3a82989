import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A query client handed to <Providers> (tests use one without retries). It travels in a context of
 * its own because TanStack Query's code is not part of the app's entry: it arrives with the data
 * layer (app/layouts/data-layout.tsx), after the landing page has painted.
 */
export const GivenQueryClient = createContext<QueryClient | null>(null);
