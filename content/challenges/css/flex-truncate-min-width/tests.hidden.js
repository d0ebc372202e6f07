// Hidden tests: run by the server's grader after tests.js, in the same page. Each test puts
// back the inline width it gives the list.
const rows = () => [...document.querySelectorAll('.message')];
const box = (el) => el.getBoundingClientRect();
const names = ['Maya', 'Sam', 'Launchpad'];
const perRow = (read) => Object.fromEntries(rows().map((row, i) => [names[i], read(row)]));
const withListWidth = (width, read) => {
  const list = document.querySelector('.inbox');
  list.style.width = `${width}px`;
  try {
    return read();
  } finally {
    list.style.width = '';
  }
};
// The space between the end of the text column and the start of the time, in each row.
const spaceBeforeTime = () =>
  perRow((row) =>
    Math.round(
      box(row.querySelector('.time')).left - box(row.querySelector('.message-text')).right,
    ),
  );

test(
  'the text column fills the row up to the time (12px gap), in the 360px list and in a 560px one',
  {
    description:
      'The text column takes all the room between the avatar and the time, in the given list and in a much wider one, so wider lists show more of each preview.',
  },
  () => {
    expect({
      '360px list': spaceBeforeTime(),
      '560px list': withListWidth(560, spaceBeforeTime),
    }).toEqual({ '360px list': perRow(() => 12), '560px list': perRow(() => 12) });
  },
);

test(
  'in a narrow 260px list, nothing sticks out and the avatars stay 40px wide',
  {
    description:
      'In a much narrower list, the rows still fit, the avatars keep their size and the times stay at the end of each row.',
  },
  () => {
    const found = withListWidth(260, () =>
      perRow((row) => ({
        'overflowing px': row.scrollWidth - row.clientWidth,
        avatar: Math.round(box(row.querySelector('.avatar')).width),
        'time from the edge': Math.round(box(row).right - box(row.querySelector('.time')).right),
      })),
    );
    expect(found).toEqual(
      perRow(() => ({ 'overflowing px': 0, avatar: 40, 'time from the edge': 16 })),
    );
  },
);
