// Hidden tests: run by the server's grader after tests.js, in the same page (scrolled to the
// bottom here). The test adds links to the contents and removes them again.
const toc = () => document.querySelector('.toc');
const box = (el) => el.getBoundingClientRect();

test(
  'a long table of contents (36 links) fits the viewport and scrolls inside itself',
  {
    description:
      'With a table of contents too long for the screen, the box still sticks 16px from the top, ends 16px above the bottom of the viewport, and its own content scrolls so the last link can be reached.',
  },
  () => {
    const list = document.querySelector('.toc-list');
    const added = [];
    for (let i = 1; i <= 30; i += 1) {
      const item = document.createElement('li');
      item.innerHTML = `<a href="#deploy">Extra topic ${i}</a>`;
      list.append(item);
      added.push(item);
    }
    page.scrollTo(0, 1200);
    const r = box(toc());
    const s = getComputedStyle(toc());
    toc().scrollTop = toc().scrollHeight;
    const last = box(added[added.length - 1]);
    const found = {
      'top of the contents': Math.round(r.top),
      'space below it': Math.round(page.innerHeight - r.bottom) >= 16,
      'scrolls inside itself': ['auto', 'scroll'].includes(s.overflowY),
      'last link reachable': last.bottom <= box(toc()).bottom + 0.5 && last.top >= r.top,
    };
    toc().scrollTop = 0;
    added.forEach((item) => item.remove());
    expect(found).toEqual({
      'top of the contents': 16,
      'space below it': true,
      'scrolls inside itself': true,
      'last link reachable': true,
    });
  },
);
