test('a value changed by the parent', { description: 'When the parent changes the value it passes (not through the select), the select shows the new value.' }, async () => {
  const colours = ['red', 'green', 'blue'];
  function Harness() {
    const [colour, setColour] = React.useState('red');
    return React.createElement(
      'div',
      null,
      React.createElement('button', { type: 'button', onClick: () => setColour('blue') }, 'Reset'),
      React.createElement(Select, {
        label: 'Colour',
        options: colours,
        value: colour,
        getKey: (c) => c,
        getLabel: (c) => c.toUpperCase(),
        onChange: setColour,
      }),
    );
  }
  render(React.createElement(Harness));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Colour')).toHaveValue('blue');
});

test('a list of numbers', { description: 'With options that are numbers, onChange gets the number itself, not its text.' }, async () => {
  const chosen = [];
  render(
    React.createElement(Select, {
      label: 'Size',
      options: [36, 38, 40],
      value: 36,
      getKey: (size) => String(size),
      getLabel: (size) => `EU ${size}`,
      onChange: (size) => chosen.push(size),
    }),
  );
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Size'), '40');
  expect(chosen).toEqual([40]);
});
