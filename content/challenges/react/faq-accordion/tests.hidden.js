// Hidden tests: run by the server's grader after tests.js, in the same page. The app is mounted
// afresh before every test.
const questionButton = (name) => screen.getByRole('button', { name });
const focusedQuestion = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing (the page itself)';
  return `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`;
};

test(
  'ArrowUp on the first question wraps to the last, and the arrows never open an answer',
  {
    description:
      'ArrowUp on the first question moves the focus to the last one, and ArrowDown from there goes back to the first; moving with the arrow keys leaves the open answer as it was.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(questionButton('Do I get a certificate?'));
    questionButton('Can I get a refund?').focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('button "How do I reach my mentor?"');
    await user.keyboard('{ArrowDown}');
    expect(focusedQuestion()).toBe('button "Can I get a refund?"');
    expect(screen.getAllByRole('region').map((region) => region.id)).toEqual([
      'answer-certificate',
    ]);
  },
);

test(
  'Enter and Space on a focused question open and close its answer',
  {
    description:
      'A focused question opens with Enter and closes with Space, like any button, and the expanded state follows.',
  },
  async () => {
    const user = userEvent.setup();
    questionButton('How do I reach my mentor?').focus();
    await user.keyboard('{Enter}');
    expect(questionButton('How do I reach my mentor?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I reach my mentor?' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(questionButton('How do I reach my mentor?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  },
);

const COURSE_ITEMS = [
  { id: 'length', question: 'How long is the course?', answer: 'About six months.' },
  { id: 'cost', question: 'What does it cost?', answer: 'Nothing until you get a job.' },
  { id: 'laptop', question: 'Do I need a laptop?', answer: 'Yes, any recent one.' },
];

test(
  'Accordion works with other items: ids, labels and wrapping come from the items prop',
  {
    description:
      'Accordion rendered on its own with a shorter list of items builds its buttons, ids and regions from that list, and the arrow keys wrap at its own ends.',
  },
  async () => {
    if (typeof Accordion !== 'function') {
      throw new Error('define a component named Accordion at the top level of App.jsx');
    }
    render(React.createElement(Accordion, { items: COURSE_ITEMS }));
    const user = userEvent.setup();
    await user.click(questionButton('What does it cost?'));
    const region = screen.getByRole('region', { name: 'What does it cost?' });
    expect(region.id).toBe('answer-cost');
    expect(region.textContent.trim()).toBe('Nothing until you get a job.');
    expect(questionButton('What does it cost?').getAttribute('aria-controls')).toBe('answer-cost');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedQuestion()).toBe('button "How long is the course?"');
    await user.keyboard('{ArrowUp}');
    expect(focusedQuestion()).toBe('button "Do I need a laptop?"');
  },
);
