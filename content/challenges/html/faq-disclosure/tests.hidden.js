// Hidden tests: run by the server's grader after tests.js, in the same page (at this point the
// first question is open and the other two are closed).
const squash = (element) => element.textContent.replace(/\s+/g, ' ').trim();
const detailsList = () => [...document.querySelectorAll('details')];
const questionOf = (details) => {
  const summary = details.querySelector(':scope > summary');
  return summary ? squash(summary) : '(no <summary>)';
};
const isShown = (element) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;

const answers = {
  'How long do I have access?':
    'For life. Once you join a course, every lesson and update stays yours.',
  'Can I get a certificate?':
    'Yes. Finish every challenge in a course and a certificate appears on your profile.',
  'Is there a refund policy?':
    'Yes. Ask within 30 days of joining and we refund you in full, no questions asked.',
};

test('each answer is inside its own question’s <details>, after the summary', { description: 'Each answer paragraph sits inside its own question\'s details element, after the summary (which comes first), with its text unchanged.' }, () => {
  const found = detailsList().map((details) => {
    const summary = details.querySelector(':scope > summary');
    const first = details.firstElementChild;
    const rest = [...details.children].filter((child) => child !== summary).map(squash);
    return {
      question: questionOf(details),
      summaryFirst: Boolean(summary) && first === summary,
      answer: rest.join(' ') || '(no answer inside)',
    };
  });
  expect(found).toEqual(
    Object.entries(answers).map(([question, answer]) => ({
      question,
      summaryFirst: true,
      answer,
    })),
  );
});

test('clicking "Is there a refund policy?" shows its answer and leaves the first question open', { description: 'Opening another closed question shows its answer, and the first question stays open: opening one question does not close the others.' }, async () => {
  const user = userEvent.setup();
  const details = detailsList().find((d) => questionOf(d) === 'Is there a refund policy?');
  expect(details ? 'found' : 'no <details> with that summary').toBe('found');
  const answer = [...details.children].find((child) => child.tagName !== 'SUMMARY');
  expect(answer ? isShown(answer) : 'no answer inside').toBe(false);
  await user.click(details.querySelector('summary'));
  expect(details.open).toBe(true);
  expect(isShown(answer)).toBe(true);
  expect(detailsList().map((d) => d.open)).toEqual([true, false, true]);
});

test('the "Frequently asked questions" heading stays above the questions', { description: 'The h2 "Frequently asked questions" is kept and comes before the questions.' }, () => {
  const heading = screen.queryByRole('heading', { level: 2, name: 'Frequently asked questions' });
  expect(heading ? 'found' : 'no <h2> "Frequently asked questions"').toBe('found');
  const first = detailsList()[0];
  const above =
    Boolean(first) &&
    Boolean(heading.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(above ? 'above the questions' : 'not above the questions').toBe('above the questions');
});
