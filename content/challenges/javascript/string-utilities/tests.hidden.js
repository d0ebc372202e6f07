test('slugify turns underscores, tabs, dots and other symbols into single hyphens', { description: "slugify treats every character that is not a letter or a digit (underscores, tabs, line breaks, dots, brackets and other symbols) as a separator, and each run of them becomes a single hyphen." }, () => {
  expect(slugify('snake_case_name')).toBe('snake-case-name');
  expect(slugify('Tabs\tand\nnew lines')).toBe('tabs-and-new-lines');
  expect(slugify('v2.0 -- Release_Notes (beta)')).toBe('v2-0-release-notes-beta');
  expect(slugify('100% #1 @home')).toBe('100-1-home');
});

test('slugify of text with no letters or digits gives an empty string', { description: "slugify returns an empty string when the text has no letters or digits at all, empty text included." }, () => {
  expect(slugify('')).toBe('');
  expect(slugify(' ?! _ ')).toBe('');
});

test('capitalize only upper-cases the first character, even when it is not a letter', { description: "capitalize changes only the very first character to upper case, even when that character is not a letter, and lower-cases everything after it, across several words." }, () => {
  expect(capitalize('jAVASCRIPT IS FUN')).toBe('Javascript is fun');
  expect(capitalize('1ST PLACE')).toBe('1st place');
  expect(capitalize('Z')).toBe('Z');
});

test('truncate keeps exactly maxLength characters for other lengths too', { description: "truncate works for any maxLength: longer text becomes exactly maxLength characters ending in three dots, text of exactly maxLength characters is kept, and empty text stays empty." }, () => {
  expect(truncate('abcdefghijklmnop', 5)).toBe('ab...');
  expect(truncate('Hello world!', 11)).toBe('Hello wo...');
  expect(truncate('Hello world!', 12)).toBe('Hello world!');
  expect(truncate('', 4)).toBe('');
});
