import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { toast } from '../../lib/toast';
import { CATALOG_SORT_LABELS, CATALOG_SORTS, PRICE_BUCKETS, TEST_CATEGORIES, type CatalogTest } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { SearchInput } from '../../components/ui/search-input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCan } from '../../lib/can';
import { catalogQuery, catalogTestQuery, labNetworkQuery, useAddToCart, useCart, type CatalogFilters } from './api/catalog-api';
import { CartDrawer } from './components/cart-drawer';
import { CheckoutDialog } from './components/checkout-dialog';
import { TestCard } from './components/test-card';
import { TestDetailsDialog } from './components/test-details-dialog';
import { countOf } from '../../lib/plural';

const EMPTY: CatalogFilters = { q: '', category: '', labId: '', price: 'any', sort: 'name' };

/** The test catalog (brief §2): search, filters, sorts, details, cart and a real checkout. */
export function CatalogPage() {
  const can = useCan();
  const canOrder = can('create:order:scoped');
  const [filters, setFilters] = useState<CatalogFilters>(EMPTY);
  const [details, setDetails] = useState<CatalogTest | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const catalog = useQuery(catalogQuery(useDebouncedValue(filters)));
  // `?test=<id>` (from the search palette) opens that test's details once it has loaded.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('test');
  const linked = useQuery({ ...catalogTestQuery(linkedId ?? ''), enabled: Boolean(linkedId) });
  const clearLink = () =>
    setParams(
      (p) => {
        p.delete('test');
        return p;
      },
      { replace: true },
    );
  useEffect(() => {
    if (!linkedId || !linked.isError) return;
    toast.error('That test is no longer in the catalog.');
    clearLink();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed link
  }, [linkedId, linked.isError]);
  const shown = details ?? (linkedId ? (linked.data ?? null) : null);
  const labs = useQuery(labNetworkQuery());
  const cart = useCart(canOrder);
  const add = useAddToCart();
  const set = (key: keyof CatalogFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const itemCount = cart.data?.lines.reduce((n, line) => n + line.quantity, 0) ?? 0;

  const addToCart = (test: CatalogTest) =>
    add.mutate(test.id, {
      onSuccess: () => toast.success('Added to cart', { description: test.name }),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Test Catalog</h1>
          <p className="text-muted-foreground">Lab tests from our partner laboratories, with preparation and turnaround.</p>
        </div>
        {canOrder && (
          <Button variant="outline" onClick={() => setCartOpen(true)} aria-label={`Open cart, ${countOf(itemCount, 'item')}`}>
            <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Cart{' '}
            <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{itemCount}</span>
          </Button>
        )}
      </div>

      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <SearchInput label="Search tests" placeholder="Search tests by name, code, or description..." value={filters.q} onChange={set('q')} />
        <SelectField id="filter-category" label="Category" value={filters.category} onChange={set('category')} options={[['', 'All categories'], ...TEST_CATEGORIES.map((c) => [c, c] as [string, string])]} />
        <SelectField id="filter-laboratory" label="Laboratory" value={filters.labId} onChange={set('labId')} options={[['', 'All laboratories'], ...(labs.data?.labs ?? []).map((l) => [l.id, l.name] as [string, string])]} />
        <SelectField id="filter-price" label="Price" value={filters.price} onChange={set('price')} options={PRICE_BUCKETS.map((b) => [b.id, b.label] as [string, string])} />
        <SelectField id="filter-sort" label="Sort" value={filters.sort} onChange={set('sort')} options={CATALOG_SORTS.map((s) => [s, CATALOG_SORT_LABELS[s]] as [string, string])} />
      </div>

      {catalog.isPending ? (
        <Spinner label="Loading tests…" />
      ) : catalog.isError ? (
        <Alert tone="error" className="flex items-center justify-between gap-3">
          {catalog.error.message}
          <Button size="sm" variant="outline" onClick={() => void catalog.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {catalog.data.matched} of {catalog.data.total} tests
          </p>
          {catalog.data.tests.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-16 text-center">
              <p>No tests found matching your criteria.</p>
              <Button variant="outline" onClick={() => setFilters(EMPTY)}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {catalog.data.tests.map((test) => (
                <li key={test.id}>
                  <TestCard test={test} canOrder={canOrder} adding={add.isPending} onDetails={() => setDetails(test)} onAdd={() => addToCart(test)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <TestDetailsDialog
        test={shown}
        onClose={() => {
          setDetails(null);
          if (linkedId) clearLink();
        }}
      />
      {canOrder && (
        <>
          <CartDrawer open={cartOpen} onOpenChange={setCartOpen} cart={cart.data} onCheckout={() => { setCartOpen(false); setCheckoutOpen(true); }} />
          <CheckoutDialog open={checkoutOpen} onOpenChange={setCheckoutOpen} cart={cart.data} labs={labs.data?.labs ?? []} forDoctor={can('create:order:doctor')} />
        </>
      )}
    </div>
  );
}

