// Hidden tests: run by the server's grader after tests.js, in the same page.
const toolbarGroup = () => screen.queryByRole('group', { name: 'Text formatting' });
const accessibleName = (button) => (button.getAttribute('aria-label') ?? '').trim();

// The shape of each tool's icon, as drawn in the starter.
const iconPaths = {
  Bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  Italic: 'M10 5h8M6 19h8M14 5l-4 14',
  Underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
};

test('each button holds its own icon: Bold, Italic and Underline, in the toolbar', { description: 'The group keeps class="toolbar", and each button holds exactly one icon, the starter\'s icon that matches its name.' }, () => {
  const group = toolbarGroup();
  expect(group ? 'found' : 'no group named "Text formatting"').toBe('found');
  expect(group.classList.contains('toolbar') ? 'class="toolbar" kept' : 'no class="toolbar"').toBe(
    'class="toolbar" kept',
  );
  const buttons = [...group.querySelectorAll('button')];
  const icons = buttons.map((button) => {
    const svgs = [...button.querySelectorAll('svg')];
    if (svgs.length !== 1) return `${accessibleName(button)}: ${svgs.length} icons`;
    const path = svgs[0].querySelector('path');
    const drawn = Object.keys(iconPaths).find(
      (tool) => path && path.getAttribute('d') === iconPaths[tool],
    );
    return `${accessibleName(button)}: ${drawn ? `${drawn} icon` : 'another icon'}`;
  });
  expect(icons).toEqual(['Bold: Bold icon', 'Italic: Italic icon', 'Underline: Underline icon']);
});

test('every icon has aria-hidden="true" and focusable="false"', { description: 'Every svg icon itself has both aria-hidden="true" and focusable="false".' }, () => {
  const icons = [...document.querySelectorAll('svg')].map(
    (svg) =>
      `aria-hidden=${svg.getAttribute('aria-hidden')} focusable=${svg.getAttribute('focusable')}`,
  );
  expect(icons).toEqual([
    'aria-hidden=true focusable=false',
    'aria-hidden=true focusable=false',
    'aria-hidden=true focusable=false',
  ]);
});
