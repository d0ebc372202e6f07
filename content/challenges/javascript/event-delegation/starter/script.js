const list = document.getElementById('fruit-list');
const nameInput = document.getElementById('fruit-name');
const addButton = document.getElementById('add-fruit');
const selectedText = document.getElementById('selected');

// Already done: adds a new item with the same structure as the others.
addButton.addEventListener('click', () => {
  const name = nameInput.value.trim();
  if (name === '') return;
  const item = document.createElement('li');
  const span = document.createElement('span');
  span.className = 'name';
  span.textContent = name;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'remove';
  remove.setAttribute('aria-label', `Remove ${name}`);
  remove.textContent = 'Remove';
  item.append(span, ' ', remove);
  list.append(item);
  nameInput.value = '';
});

// Your turn: ONE click listener on `list` that selects and removes items.
