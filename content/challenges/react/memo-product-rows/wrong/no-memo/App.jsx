// Plausible mistake: useCallback and useMemo are there, but ProductRow is not wrapped in memo, so
// it renders with its parent every time.
import { useCallback, useMemo, useState } from 'react';

const PRODUCTS = [
  { id: 1, name: 'Monitor arm', category: 'Desk', price: 8900 },
  { id: 2, name: 'Desk lamp', category: 'Lighting', price: 3900 },
  { id: 3, name: 'Keyboard tray', category: 'Desk', price: 4500 },
  { id: 4, name: 'Floor lamp', category: 'Lighting', price: 12900 },
  { id: 5, name: 'Cable box', category: 'Storage', price: 1900 },
  { id: 6, name: 'Drawer unit', category: 'Storage', price: 15900 },
];

function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

function ProductRow({ product, compared, onToggleCompare, onRender }) {
  if (onRender) onRender(product.id);
  return (
    <tr>
      <td>{product.name}</td>
      <td>{product.category}</td>
      <td>{formatPrice(product.price)}</td>
      <td>
        <button
          type="button"
          aria-label={`Compare ${product.name}`}
          aria-pressed={compared}
          onClick={() => onToggleCompare(product.id)}
        >
          Compare
        </button>
      </td>
    </tr>
  );
}

function ProductTable({ products, onRowRender }) {
  const [query, setQuery] = useState('');
  const [sortBy, setSortBy] = useState('name');
  const [comparedIds, setComparedIds] = useState([]);

  // Worked out again only when the products, the filter or the sort change.
  const rows = useMemo(() => {
    const text = query.trim().toLowerCase();
    const matching = products.filter((product) => product.name.toLowerCase().includes(text));
    return matching.sort((a, b) =>
      sortBy === 'price' ? a.price - b.price : a.name.localeCompare(b.name),
    );
  }, [products, query, sortBy]);

  // The same function on every render, so memo can skip the rows.
  const toggleCompare = useCallback((id) => {
    setComparedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  }, []);

  const count = comparedIds.length;

  return (
    <div className="products">
      <div className="controls">
        <label>
          Filter products
          <input type="text" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <label>
          Sort by
          <select value={sortBy} onChange={(event) => setSortBy(event.target.value)}>
            <option value="name">Name</option>
            <option value="price">Price</option>
          </select>
        </label>
      </div>
      <p>{count === 1 ? 'Comparing 1 product' : `Comparing ${count} products`}</p>
      <table>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Compare</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              compared={comparedIds.includes(product.id)}
              onToggleCompare={toggleCompare}
              onRender={onRowRender}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function App() {
  return <ProductTable products={PRODUCTS} />;
}
