test('capitalize upper-cases the first letter and lower-cases the rest', () => {
  expect(capitalize('hello')).toBe('Hello');
  expect(capitalize('wORLD')).toBe('World');
  expect(capitalize('a')).toBe('A');
});

test('capitalize keeps an empty string empty', () => {
  expect(capitalize('')).toBe('');
});

test('slugify lower-cases words and joins them with single hyphens', () => {
  expect(slugify('Hello World')).toBe('hello-world');
  expect(slugify('Learn   JS  Fast')).toBe('learn-js-fast');
  expect(slugify('Top 10 Tips')).toBe('top-10-tips');
});

test('slugify drops punctuation and never starts or ends with a hyphen', () => {
  expect(slugify('Hello, World!')).toBe('hello-world');
  expect(slugify('  CSS & HTML: the basics! ')).toBe('css-html-the-basics');
  expect(slugify('--Why?--')).toBe('why');
});

test('truncate leaves text of maxLength characters or fewer unchanged', () => {
  expect(truncate('Short', 10)).toBe('Short');
  expect(truncate('Exactly 10', 10)).toBe('Exactly 10');
});

test('truncate cuts longer text to exactly maxLength characters ending in "..."', () => {
  const result = truncate('JavaScript is fun', 10);
  expect(result).toBe('JavaScr...');
  expect(result.length).toBe(10);
  expect(truncate('Frontend developer', 8)).toBe('Front...');
});
