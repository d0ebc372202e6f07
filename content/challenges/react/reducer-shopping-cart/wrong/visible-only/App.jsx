// Overfit: 'remove' splices the line out of the array it was given; the copied array hides it in the UI.
import { useReducer } from 'react';

const PRODUCTS = [
  { id: 'tea', name: 'Green tea', price: 450 },
  { id: 'mug', name: 'Mug', price: 1200 },
  { id: 'honey', name: 'Honey', price: 675 },
];

function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

function cartReducer(state, action) {
  switch (action.type) {
    case 'add': {
      const { id, name, price } = action.product;
      const existing = state.find((line) => line.id === id);
      if (!existing) return [...state, { id, name, price, quantity: 1 }];
      return state.map((line) =>
        line.id === id ? { ...line, quantity: line.quantity + 1 } : line,
      );
    }
    case 'increment':
      return state.map((line) =>
        line.id === action.id ? { ...line, quantity: line.quantity + 1 } : line,
      );
    case 'decrement':
      return state
        .map((line) => (line.id === action.id ? { ...line, quantity: line.quantity - 1 } : line))
        .filter((line) => line.quantity > 0);
    case 'remove': {
      const index = state.findIndex((line) => line.id === action.id);
      if (index !== -1) state.splice(index, 1);
      return [...state];
    }
    case 'clear':
      return [];
    default:
      return state;
  }
}

function CartLine({ line, dispatch }) {
  return (
    <li>
      <span className="name">{line.name}</span>
      <button
        type="button"
        aria-label={`Decrease ${line.name}`}
        onClick={() => dispatch({ type: 'decrement', id: line.id })}
      >
        −
      </button>
      <span>Qty: {line.quantity}</span>
      <button
        type="button"
        aria-label={`Increase ${line.name}`}
        onClick={() => dispatch({ type: 'increment', id: line.id })}
      >
        +
      </button>
      <span>{formatPrice(line.price * line.quantity)}</span>
      <button
        type="button"
        aria-label={`Remove ${line.name}`}
        onClick={() => dispatch({ type: 'remove', id: line.id })}
      >
        Remove
      </button>
    </li>
  );
}

function App() {
  const [cart, dispatch] = useReducer(cartReducer, []);
  const items = cart.reduce((sum, line) => sum + line.quantity, 0);
  const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <div className="shop">
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">Products</h2>
        <ul>
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <span className="name">{product.name}</span>
              <span>{formatPrice(product.price)}</span>
              <button
                type="button"
                aria-label={`Add ${product.name} to cart`}
                onClick={() => dispatch({ type: 'add', product })}
              >
                Add to cart
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cart-heading">
        <h2 id="cart-heading">Cart</h2>
        {cart.length === 0 ? (
          <p>Your cart is empty</p>
        ) : (
          <ul aria-label="Cart items">
            {cart.map((line) => (
              <CartLine key={line.id} line={line} dispatch={dispatch} />
            ))}
          </ul>
        )}
        <p>Items: {items}</p>
        <p>Total: {formatPrice(total)}</p>
        <button
          type="button"
          onClick={() => dispatch({ type: 'clear' })}
          disabled={cart.length === 0}
        >
          Clear cart
        </button>
      </section>
    </div>
  );
}
