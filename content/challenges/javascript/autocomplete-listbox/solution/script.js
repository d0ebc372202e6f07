// Already done: the cities to suggest.
const CITIES = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Brussels',
  'Budapest',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Lisbon',
  'London',
  'Madrid',
  'Oslo',
  'Paris',
  'Prague',
  'Rome',
  'Stockholm',
  'Vienna',
  'Warsaw',
  'Zurich',
];

const input = document.getElementById('city');
const listbox = document.getElementById('city-options');
const chosen = document.getElementById('chosen');

let matches = [];
let activeIndex = -1;

const optionId = (index) => `city-option-${index}`;

function setActive(index) {
  activeIndex = index;
  [...listbox.children].forEach((option, i) => {
    option.setAttribute('aria-selected', String(i === index));
  });
  if (index >= 0) {
    input.setAttribute('aria-activedescendant', optionId(index));
  } else {
    input.removeAttribute('aria-activedescendant');
  }
}

function showMatches(list) {
  matches = list;
  listbox.replaceChildren(
    ...matches.map((city, index) => {
      const option = document.createElement('li');
      option.id = optionId(index);
      option.setAttribute('role', 'option');
      option.textContent = city;
      return option;
    }),
  );
  const open = matches.length > 0;
  listbox.hidden = !open;
  input.setAttribute('aria-expanded', String(open));
  // New suggestions: no option is active until an arrow key picks one.
  setActive(-1);
}

function close() {
  showMatches([]);
}

function choose(city) {
  input.value = city;
  chosen.textContent = `Selected: ${city}`;
  close();
}

input.addEventListener('input', () => {
  const query = input.value.trim().toLowerCase();
  showMatches(query === '' ? [] : CITIES.filter((city) => city.toLowerCase().includes(query)));
});

input.addEventListener('keydown', (event) => {
  if (listbox.hidden) return;
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    setActive((activeIndex + 1) % matches.length);
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    setActive(activeIndex <= 0 ? matches.length - 1 : activeIndex - 1);
  } else if (event.key === 'Enter' && activeIndex >= 0) {
    event.preventDefault();
    choose(matches[activeIndex]);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    close();
  }
});

listbox.addEventListener('click', (event) => {
  const option = event.target.closest('[role="option"]');
  if (option) choose(option.textContent);
});
