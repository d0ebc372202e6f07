// Hidden tests: run by the server's grader after tests.js, in the same page (light theme here).
// Each test removes the class, the custom properties and the elements it adds.
const root = document.documentElement;
const colours = () => ({
  'page background': getComputedStyle(document.body).backgroundColor,
  'page text': getComputedStyle(document.body).color,
  'button text': getComputedStyle(document.querySelector('.button')).color,
});

test('the page background, the page text and the button text take their colours from --color-bg and --color-text', { description: 'The page background, the page text and the button text come from --color-bg and --color-text, so changing those variables changes them.' }, () => {
  root.style.setProperty('--color-bg', 'rgb(7, 8, 9)');
  root.style.setProperty('--color-text', 'rgb(10, 11, 12)');
  const found = colours();
  root.style.removeProperty('--color-bg');
  root.style.removeProperty('--color-text');
  expect(found).toEqual({
    'page background': 'rgb(7, 8, 9)',
    'page text': 'rgb(10, 11, 12)',
    'button text': 'rgb(7, 8, 9)',
  });
});

test('in the dark theme too, the components follow the variables rather than fixed dark colours', { description: 'In the dark theme too, the page, the card and the button take their colours from the four variables rather than from fixed colours in component rules.' }, () => {
  root.classList.add('dark');
  root.style.setProperty('--color-bg', 'rgb(20, 21, 22)');
  root.style.setProperty('--color-text', 'rgb(30, 31, 32)');
  root.style.setProperty('--color-surface', 'rgb(40, 41, 42)');
  root.style.setProperty('--color-accent', 'rgb(50, 51, 52)');
  const found = {
    ...colours(),
    'card background': getComputedStyle(document.querySelector('.card')).backgroundColor,
    'button background': getComputedStyle(document.querySelector('.button')).backgroundColor,
  };
  ['--color-bg', '--color-text', '--color-surface', '--color-accent'].forEach((name) =>
    root.style.removeProperty(name),
  );
  root.classList.remove('dark');
  expect(found).toEqual({
    'page background': 'rgb(20, 21, 22)',
    'page text': 'rgb(30, 31, 32)',
    'button text': 'rgb(20, 21, 22)',
    'card background': 'rgb(40, 41, 42)',
    'button background': 'rgb(50, 51, 52)',
  });
});

test('a second card with its own button gets the theme colours, light and dark', { description: 'A second card with its own button gets the same theme colours as the first, in both the light and the dark theme.' }, () => {
  const card = document.querySelector('.card').cloneNode(true);
  card.querySelector('h2').textContent = 'Deep Work';
  document.querySelector('.app').append(card);
  const look = () => {
    const button = getComputedStyle(card.querySelector('.button'));
    return `card ${getComputedStyle(card).backgroundColor}, button ${button.backgroundColor} on ${button.color}`;
  };
  const light = look();
  root.classList.add('dark');
  const dark = look();
  root.classList.remove('dark');
  card.remove();
  expect({ light, dark }).toEqual({
    light: 'card rgb(243, 244, 246), button rgb(37, 99, 235) on rgb(255, 255, 255)',
    dark: 'card rgb(31, 41, 55), button rgb(96, 165, 250) on rgb(17, 24, 39)',
  });
});
