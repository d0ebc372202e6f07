const status = document.getElementById('status');
const list = document.getElementById('products');

async function loadProducts() {
  const response = await fetch('/api/products');
  const products = await response.json();
  list.innerHTML = products.map((p) => `<li>${p.name}</li>`).join('');
}

loadProducts();
