import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitial } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the image when there is one', () => {
    render(<Avatar image="https://example.com/a.png" userName="asha" alt="Asha" />);

    expect(screen.getByRole('img', { name: 'Asha' })).toHaveAttribute(
      'src',
      'https://example.com/a.png',
    );
  });

  it('falls back to the upper-cased first letter of the user name', () => {
    render(<Avatar image={null} userName="asha" alt="Asha" />);

    expect(screen.getByRole('img', { name: 'Asha' })).toHaveTextContent(/^A$/);
  });

  it('falls back to U without a user name', () => {
    render(<Avatar image={null} userName="" alt="Someone" />);

    expect(screen.getByRole('img', { name: 'Someone' })).toHaveTextContent(/^U$/);
  });

  it('shows the initial when the image fails to load', () => {
    render(<Avatar image="https://example.com/gone.png" userName="ravi" alt="Ravi" />);

    fireEvent.error(screen.getByRole('img', { name: 'Ravi' }));

    expect(screen.getByRole('img', { name: 'Ravi' })).toHaveTextContent(/^R$/);
  });

  it.each([
    ['asha', 'A'],
    ['  zed', 'Z'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('avatarInitial(%j) is %s', (userName, initial) => {
    expect(avatarInitial(userName)).toBe(initial);
  });
});
