// The tests share one page and run in order: the third test opens the second question and the
// fourth closes it again.
const allDetails = () => [...document.querySelectorAll('details')];
const summaryText = (details) => {
  const summary = details.querySelector(':scope > summary');
  return summary ? summary.textContent.trim() : '(no <summary>)';
};
const detailsFor = (question) => allDetails().find((d) => summaryText(d) === question);

// The answer is everything in the <details> except its summary; is any of it visible?
const visible = (element) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
const answerShown = (details) =>
  [...details.children].filter((child) => child.tagName !== 'SUMMARY').some(visible);

test('there are three details elements with the questions as summaries', () => {
  expect(allDetails().map(summaryText)).toEqual([
    'How long do I have access?',
    'Can I get a certificate?',
    'Is there a refund policy?',
  ]);
});

test('only the first question is open at first, with its answer shown', () => {
  expect(allDetails().map((d) => d.open)).toEqual([true, false, false]);
  expect(answerShown(allDetails()[0])).toBe(true);
});

test('clicking "Can I get a certificate?" opens it and shows the answer', async () => {
  const user = userEvent.setup();
  const details = detailsFor('Can I get a certificate?');
  expect(details ? 'found' : 'no <details> with that summary').toBe('found');
  expect(answerShown(details)).toBe(false);
  await user.click(details.querySelector('summary'));
  expect(details.open).toBe(true);
  expect(answerShown(details)).toBe(true);
});

test('clicking "Can I get a certificate?" again hides the answer', async () => {
  const user = userEvent.setup();
  const details = detailsFor('Can I get a certificate?');
  expect(details ? 'found' : 'no <details> with that summary').toBe('found');
  await user.click(details.querySelector('summary'));
  expect(details.open).toBe(false);
  expect(answerShown(details)).toBe(false);
});
