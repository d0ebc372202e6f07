const linkNamed = (name) => screen.queryByRole('link', { name });
const hrefOf = (name) => (linkNamed(name) ? linkNamed(name).href : `no link named "${name}"`);

// What the page says about a visible text: the <time> datetime, or which element holds it.
function dateTimeOf(text) {
  const element = screen.queryByText(text, { exact: true });
  if (!element) return `no element with exactly the text "${text}"`;
  if (element.tagName !== 'TIME') return `"${text}" is in a <${element.tagName.toLowerCase()}>`;
  return element.dateTime;
}

test('the email and phone links are inside an <address> element', () => {
  const inAddress = (name) => Boolean(linkNamed(name) && linkNamed(name).closest('address'));
  expect({ email: inAddress('ada@example.com'), phone: inAddress('+1 555 0100') }).toEqual({
    email: true,
    phone: true,
  });
});

test('the email link opens a new mail to ada@example.com', () => {
  expect(hrefOf('ada@example.com')).toBe('mailto:ada@example.com');
});

test('the phone link calls +15550100, without spaces', () => {
  expect(hrefOf('+1 555 0100')).toBe('tel:+15550100');
});

test('the office hours are <time> elements at 09:00 and 17:00', () => {
  expect([dateTimeOf('9 am'), dateTimeOf('5 pm')]).toEqual(['09:00', '17:00']);
});

test('"1 September 2025" is a <time> element for 2025-09-01', () => {
  expect(dateTimeOf('1 September 2025')).toBe('2025-09-01');
});
