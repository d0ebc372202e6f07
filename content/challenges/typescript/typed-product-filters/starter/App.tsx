import { useState } from 'react';

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

// Narrow these types, then type the guard, the event, the state and the props.
export type CategoryFilter = string;
export type Filters = { category: string; inStockOnly: boolean };

export function isCategoryFilter(value: string): boolean {
  return true;
}

export function categoryFromEvent(event: any) {
  return event.target.value;
}

export function filterProducts(products: readonly Product[], filters: Filters): Product[] {
  return [...products];
}

export type ProductFiltersProps = any;

export function ProductFilters({ products }: ProductFiltersProps) {
  const [filters, setFilters] = useState({ category: 'all', inStockOnly: false });
  const shown = filterProducts(products, filters);

  return (
    <section>
      <label>
        Category{' '}
        <select value={filters.category}>
          <option value="all">All</option>
          <option value="books">Books</option>
          <option value="games">Games</option>
          <option value="music">Music</option>
        </select>
      </label>
      <p role="status">
        Showing {shown.length} of {products.length} products
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
