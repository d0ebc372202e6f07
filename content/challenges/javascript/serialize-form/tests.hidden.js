// Runs after tests.js, on the same page: the form is valid, with the HTML topic checked.
const theForm = () => document.getElementById('registration');
const dataOf = (formElement) => {
  expect(typeof serializeForm).toBe('function');
  return serializeForm(formElement);
};
const outputNow = () => document.getElementById('output').textContent.trim();

test(
  'three or four checked topics give one flat array in page order',
  {
    description:
      'When three or more checkboxes share a name, the value is one flat array of all their values, in the order they appear on the page.',
  },
  async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'React' }));
    await user.click(screen.getByRole('checkbox', { name: 'CSS' }));
    expect(dataOf(theForm()).topics).toEqual(['html', 'css', 'react']);
    await user.click(screen.getByRole('checkbox', { name: 'JavaScript' }));
    expect(dataOf(theForm()).topics).toEqual(['html', 'css', 'js', 'react']);
  },
);

test(
  'a name of spaces only counts as missing on Register',
  {
    description:
      'A name made only of spaces is treated as an empty name when Register is clicked: the name message appears and no data is shown.',
  },
  async () => {
    const user = userEvent.setup();
    const field = screen.getByLabelText('Full name');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.getElementById('name-error').textContent.trim()).toBe('Enter your name');
    expect(outputNow()).toBe('');
  },
);

test(
  'serializeForm works on any form: disabled and unnamed fields are left out',
  {
    description:
      'serializeForm reads the form it is given, not only the page form: disabled fields and fields without a name are left out, and a multiple select with several chosen options gives an array.',
  },
  () => {
    const other = document.createElement('form');
    other.innerHTML = `
      <input name="city" value="  Porto ">
      <input value="no name here">
      <input name="coupon" value="SAVE10" disabled>
      <select name="days" multiple>
        <option value="mon" selected>Monday</option>
        <option value="tue">Tuesday</option>
        <option value="wed" selected>Wednesday</option>
      </select>`;
    document.body.append(other);
    try {
      expect(dataOf(other)).toEqual({ city: 'Porto', days: ['mon', 'wed'] });
    } finally {
      other.remove();
    }
  },
);
