// Hidden tests: run by the server's grader after tests.js, in the same page (left to right
// here). The test removes the comment it adds.
const box = (el) => el.getBoundingClientRect();

test(
  'a single comment written right to left (its own dir="rtl") in a left-to-right page is mirrored',
  {
    description:
      'A comment that carries its own right-to-left direction, inside a page that reads left to right, is mirrored too: border, corners, avatar spacing, Reply button and badge.',
  },
  () => {
    const comment = document.querySelector('.comment').cloneNode(true);
    comment.dir = 'rtl';
    comment.lang = 'ar';
    comment.querySelector('.comment-author').textContent = 'ليلى';
    comment.querySelector('.comment-text').textContent =
      'درس رائع، شكراً! هل يمكن إضافة تمرين عن الشبكة في المرة القادمة؟';
    comment.querySelector('.reply').textContent = 'رد';
    document.querySelector('.thread').append(comment);
    const c = box(comment);
    const s = getComputedStyle(comment);
    const avatar = box(comment.querySelector('.avatar'));
    const body = box(comment.querySelector('.comment-body'));
    const range = document.createRange();
    range.selectNodeContents(comment.querySelector('.comment-author'));
    const found = {
      'border right, left': `${s.borderRightWidth} ${s.borderLeftWidth}`,
      'corners top-left, top-right': `${s.borderTopLeftRadius} ${s.borderTopRightRadius}`,
      'avatar from the right edge': Math.round(c.right - avatar.right),
      'text before the avatar': Math.round(avatar.left - body.right),
      'name lines up with the right of the text': Math.round(
        body.right - range.getBoundingClientRect().right,
      ),
      'Reply from the left edge': Math.round(box(comment.querySelector('.reply')).left - c.left),
      'badge from the left edge': Math.round(box(comment.querySelector('.badge')).left - c.left),
    };
    comment.remove();
    expect(found).toEqual({
      'border right, left': '4px 0px',
      'corners top-left, top-right': '8px 0px',
      'avatar from the right edge': 24,
      'text before the avatar': 12,
      'name lines up with the right of the text': 0,
      'Reply from the left edge': 24,
      'badge from the left edge': 16,
    });
  },
);
