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

// 1. On 'input': show the cities whose name contains the text as role="option" items
//    (id "city-option-<index>"), or hide the list when there is no text or no match.
// 2. On 'keydown' in the input: ArrowDown / ArrowUp move the active option (wrapping),
//    Enter chooses it, Escape closes the list.
// 3. Clicking an option chooses it too.
