const status = document.getElementById('status');
const list = document.getElementById('products');

async function loadProducts() {
  status.textContent = 'Loading products…';
  list.replaceChildren();
  try {
    const response = await fetch('/api/products');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const products = await response.json();
    if (products.length === 0) {
      status.textContent = 'No products yet.';
      return;
    }
    for (const product of products) {
      const item = document.createElement('li');
      item.textContent = `${product.name} — ₹${product.price}`;
      list.append(item);
    }
    status.textContent = '';
  } catch {
    status.textContent = 'Could not load products. Please try again.';
  }
}

loadProducts();
