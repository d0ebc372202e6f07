const output = document.getElementById('count');
const increment = document.getElementById('increment');
const decrement = document.getElementById('decrement');
let count = 0;

// Plausible mistake: forgets that the count may not go below 0.
increment.addEventListener('click', () => {
  count += 1;
  output.textContent = String(count);
});
decrement.addEventListener('click', () => {
  count -= 1;
  output.textContent = String(count);
});
