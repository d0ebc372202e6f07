// Hidden tests: run by the server's grader after tests.js, in the same page (every field is
// empty at this point).
test('the form can upload the CV', { description: 'The form is set up to send the file itself to the server: the right method and encoding.' }, () => {
  const form = screen.getByLabelText('CV (PDF)').form;
  expect(form ? 'in a form' : 'not in a form').toBe('in a form');
  expect([form.method, form.enctype]).toEqual(['post', 'multipart/form-data']);
});

test('name, email and consent are required; name and email can be filled in', { description: 'The form cannot be sent without a name, an email address and the consent box ticked, and the browser knows which saved details to offer for the name and the email.' }, () => {
  const required = [
    'Full name',
    'Email',
    'I agree that Launchpad keeps my application for six months.',
  ].map((label) => `${label}: ${screen.getByLabelText(label).required ? 'required' : 'optional'}`);
  expect(required).toEqual([
    'Full name: required',
    'Email: required',
    'I agree that Launchpad keeps my application for six months.: required',
  ]);
  expect(['Full name', 'Email'].map((label) => screen.getByLabelText(label).autocomplete)).toEqual([
    'name',
    'email',
  ]);
});

test('the portfolio hint is read with the field', { description: 'The portfolio field is described by the hint shown next to it.' }, () => {
  const described = screen.queryByRole('textbox', {
    name: 'Portfolio link',
    description: 'Your GitHub or website, starting with https://',
  });
  expect(described ? 'described by its hint' : 'not described by its hint').toBe(
    'described by its hint',
  );
});
