// The tests share one page, in order: they add the class "dark" to <html>, then remove it again.
const root = document.documentElement;
const NAMES = ['--color-bg', '--color-text', '--color-surface', '--color-accent'];

// Reads a custom property from <html> and turns it into a computed colour such as "rgb(1, 2, 3)".
const variable = (name) => {
  const value = getComputedStyle(root).getPropertyValue(name).trim();
  if (!value) return 'missing';
  const probe = document.createElement('span');
  probe.style.color = 'rgb(1, 2, 3)';
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};
const variables = () => Object.fromEntries(NAMES.map((name) => [name, variable(name)]));
const colours = () => ({
  'page background': getComputedStyle(document.body).backgroundColor,
  'page text': getComputedStyle(document.body).color,
  'card background': getComputedStyle(document.querySelector('.card')).backgroundColor,
  'button background': getComputedStyle(document.querySelector('.button')).backgroundColor,
  'button text': getComputedStyle(document.querySelector('.button')).color,
});

const LIGHT = {
  'page background': 'rgb(255, 255, 255)',
  'page text': 'rgb(31, 41, 55)',
  'card background': 'rgb(243, 244, 246)',
  'button background': 'rgb(37, 99, 235)',
  'button text': 'rgb(255, 255, 255)',
};
const DARK = {
  'page background': 'rgb(17, 24, 39)',
  'page text': 'rgb(249, 250, 251)',
  'card background': 'rgb(31, 41, 55)',
  'button background': 'rgb(96, 165, 250)',
  'button text': 'rgb(17, 24, 39)',
};

test(':root defines the four light-theme colours as custom properties', () => {
  expect(variables()).toEqual({
    '--color-bg': 'rgb(255, 255, 255)',
    '--color-text': 'rgb(31, 41, 55)',
    '--color-surface': 'rgb(243, 244, 246)',
    '--color-accent': 'rgb(37, 99, 235)',
  });
});

test('the page, the card and the button show the light colours', () => {
  expect(colours()).toEqual(LIGHT);
});

test('with class "dark" on <html>, the custom properties take the dark values', () => {
  root.classList.add('dark');
  expect(variables()).toEqual({
    '--color-bg': 'rgb(17, 24, 39)',
    '--color-text': 'rgb(249, 250, 251)',
    '--color-surface': 'rgb(31, 41, 55)',
    '--color-accent': 'rgb(96, 165, 250)',
  });
});

test('with class "dark" on <html>, the page, the card and the button turn dark', () => {
  root.classList.add('dark');
  expect(colours()).toEqual(DARK);
});

test('the card and the button take their colours from the variables', () => {
  root.style.setProperty('--color-surface', 'rgb(1, 2, 3)');
  root.style.setProperty('--color-accent', 'rgb(4, 5, 6)');
  const found = {
    card: getComputedStyle(document.querySelector('.card')).backgroundColor,
    button: getComputedStyle(document.querySelector('.button')).backgroundColor,
  };
  root.style.removeProperty('--color-surface');
  root.style.removeProperty('--color-accent');
  expect(found).toEqual({ card: 'rgb(1, 2, 3)', button: 'rgb(4, 5, 6)' });
});

test('removing the "dark" class brings the light colours back', () => {
  root.classList.remove('dark');
  expect(colours()).toEqual(LIGHT);
});
