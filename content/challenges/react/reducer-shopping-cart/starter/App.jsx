import { useReducer } from 'react';

const PRODUCTS = [
  { id: 'tea', name: 'Green tea', price: 450 },
  { id: 'mug', name: 'Mug', price: 1200 },
  { id: 'honey', name: 'Honey', price: 675 },
];

function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

// Return a NEW array for every action; never change state or its lines in place.
function cartReducer(state, action) {
  switch (action.type) {
    default:
      return state;
  }
}

function App() {
  const [cart, dispatch] = useReducer(cartReducer, []);

  return (
    <div className="shop">
      <section>
        <h2>Products</h2>
        <ul>
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <span className="name">{product.name}</span>
              <span>{formatPrice(product.price)}</span>
              <button type="button" aria-label={`Add ${product.name} to cart`}>
                Add to cart
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Cart</h2>
        {/* Show the cart lines, or "Your cart is empty", and the summary. */}
        <p>Your cart is empty</p>
      </section>
    </div>
  );
}
