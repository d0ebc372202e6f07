import { useState, type ChangeEvent } from 'react';

export type Category = 'books' | 'games' | 'music';
export type Product = { id: number; name: string; category: Category; inStock: boolean };

export const PRODUCTS: readonly Product[] = [
  { id: 1, name: 'The Pragmatic Programmer', category: 'books', inStock: true },
  { id: 2, name: 'Clean Code', category: 'books', inStock: false },
  { id: 3, name: 'Chess set', category: 'games', inStock: true },
  { id: 4, name: 'Catan', category: 'games', inStock: false },
  { id: 5, name: 'Kind of Blue (vinyl)', category: 'music', inStock: true },
  { id: 6, name: 'Abbey Road (vinyl)', category: 'music', inStock: true },
];

export type CategoryFilter = Category | 'all';
export type Filters = { category: CategoryFilter; inStockOnly: boolean };

const CATEGORY_FILTERS = ['all', 'books', 'games', 'music'] as const;

export function isCategoryFilter(value: string): value is CategoryFilter {
  return CATEGORY_FILTERS.some((filter) => filter === value);
}

export function categoryFromEvent(event: ChangeEvent<HTMLSelectElement>): CategoryFilter {
  const { value } = event.target;
  return isCategoryFilter(value) ? value : 'all';
}

export function filterProducts(products: readonly Product[], filters: Filters): Product[] {
  return products.filter(
    (product) =>
      (filters.category === 'all' || product.category === filters.category) &&
      (!filters.inStockOnly || product.inStock),
  );
}

export type ProductFiltersProps = { products: readonly Product[] };

export function ProductFilters({ products }: ProductFiltersProps) {
  const [filters, setFilters] = useState<Filters>({ category: 'all', inStockOnly: false });
  const shown = filterProducts(PRODUCTS, filters);

  function handleCategoryChange(event: ChangeEvent<HTMLSelectElement>) {
    setFilters({ ...filters, category: categoryFromEvent(event) });
  }

  function handleStockChange(event: ChangeEvent<HTMLInputElement>) {
    setFilters({ ...filters, inStockOnly: event.target.checked });
  }

  return (
    <section>
      <label>
        Category{' '}
        <select value={filters.category} onChange={handleCategoryChange}>
          <option value="all">All</option>
          <option value="books">Books</option>
          <option value="games">Games</option>
          <option value="music">Music</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={filters.inStockOnly} onChange={handleStockChange} /> In
        stock only
      </label>
      <p role="status">
        Showing {shown.length} of {PRODUCTS.length} products
      </p>
      <ul aria-label="Products">
        {shown.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </section>
  );
}

export default function App() {
  return <ProductFilters products={PRODUCTS} />;
}
