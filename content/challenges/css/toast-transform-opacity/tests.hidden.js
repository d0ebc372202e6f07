// Hidden tests: run by the server's grader after tests.js, in the same page (the toast is closed
// here). Each test leaves the toast closed, with its transitions finished.
const toast = () => document.querySelector('.toast');
const finishAll = () =>
  toast()
    .getAnimations()
    .forEach((a) => a.finish());

test(
  'closed, the toast does not catch clicks: the page under it gets them',
  {
    description:
      'While the toast is closed and invisible, it does not catch the clicks meant for the page underneath it.',
  },
  () => {
    const r = toast().getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    expect(toast().contains(hit) ? 'the closed toast' : 'the page').toBe('the page');
  },
);

test(
  'closing it animates only transform and opacity, and it can be opened again',
  {
    description:
      'Closing the toast also animates only transform and opacity, and opening it a second time shows it in place again.',
  },
  () => {
    toast().classList.add('is-open');
    finishAll();
    toast().classList.remove('is-open');
    const closing = toast()
      .getAnimations()
      .map((a) => a.transitionProperty || 'a keyframe animation')
      .sort();
    finishAll();
    toast().classList.add('is-open');
    finishAll();
    const r = toast().getBoundingClientRect();
    const open = {
      opacity: getComputedStyle(toast()).opacity,
      'from the bottom': Math.round(page.innerHeight - r.bottom),
    };
    toast().classList.remove('is-open');
    finishAll();
    expect({ closing, open }).toEqual({
      closing: ['opacity', 'transform'],
      open: { opacity: '1', 'from the bottom': 24 },
    });
  },
);
