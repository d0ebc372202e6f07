const output = document.getElementById('count');
const increment = document.getElementById('increment');
const decrement = document.getElementById('decrement');

// Keep the count in a variable and update output.textContent on every click.
