// Hidden tests: run by the server's grader after tests.js, in the same page. Each test puts back
// what it changes (an inline width on the sidebar, a panel it adds at the end of the page).
const box = (el) => el.getBoundingClientRect();
const forms = () => [...document.querySelectorAll('.address-form')];
const columnsOf = (form) => new Set([...form.children].map((el) => Math.round(box(el).left))).size;

test(
  'in the narrow billing sidebar, every field, full-width ones included, is exactly as wide as the form',
  {
    description:
      'In the narrow one-column form, every field, the full-width ones included, is exactly as wide as the form: nothing creates an extra, empty column.',
  },
  () => {
    const form = forms()[1];
    const width = Math.round(box(form).width);
    const found = [...form.children].map((el) => ({
      [el.querySelector('label, button').textContent.trim()]: Math.round(box(el).width),
    }));
    expect(found).toEqual(
      [
        'First name',
        'Last name',
        'Street address',
        'City',
        'Postcode',
        'Notes for the invoice',
        'Save billing address',
      ].map((name) => ({ [name]: width })),
    );
  },
);

test(
  'any .panel is a container: the sidebar widened to 600px and a new 800px panel show two columns',
  {
    description:
      'The layout follows the width of whichever panel the form is in: the sidebar made wide enough, and a new wide panel added to the page, both show two columns, with full-width fields spanning both.',
  },
  () => {
    const side = document.querySelector('.panel-side');
    side.style.width = '634px';
    const widened = columnsOf(forms()[1]);
    side.style.width = '';

    const panel = document.querySelector('.panel-main').cloneNode(true);
    panel.classList.remove('panel-main');
    panel.querySelectorAll('[id]').forEach((el) => (el.id = `copy-${el.id}`));
    panel.querySelectorAll('[for]').forEach((el) => (el.htmlFor = `copy-${el.htmlFor}`));
    panel.style.width = '800px';
    document.body.append(panel);
    const form = panel.querySelector('.address-form');
    const f = box(form);
    const street = box(form.children[2]);
    const found = {
      'sidebar at 600px': widened,
      'new 800px panel': columnsOf(form),
      'street spans the new form': Math.round(street.width) === Math.round(f.width),
    };
    panel.remove();
    expect(found).toEqual({
      'sidebar at 600px': 2,
      'new 800px panel': 2,
      'street spans the new form': true,
    });
  },
);

test(
  'each panel still grows with its content: only its 16px padding and 1px border are below the form',
  {
    description:
      'Each panel is still as tall as its heading and form, so the form ends inside the panel, just above its bottom padding, instead of spilling out.',
  },
  () => {
    const found = [...document.querySelectorAll('.panel')].map((panel) => {
      const form = box(panel.querySelector('.address-form'));
      // 16px of padding and a 1px border below the form.
      return Math.round(box(panel).bottom - form.bottom);
    });
    expect(found).toEqual([17, 17]);
  },
);
