const output = document.getElementById('count');
const increment = document.getElementById('increment');
const decrement = document.getElementById('decrement');
let count = 0;

function show() {
  output.textContent = String(count);
}

increment.addEventListener('click', () => {
  count += 1;
  show();
});

decrement.addEventListener('click', () => {
  count = Math.max(0, count - 1);
  show();
});
