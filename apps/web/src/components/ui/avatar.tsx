import { useState } from 'react';

/** Product rules §2: the first letter of the user name, else 'U'. */
export function avatarInitial(userName: string | null | undefined): string {
  return userName?.trim().charAt(0).toUpperCase() || 'U';
}

const sizes = {
  sm: 'size-8 text-sm',
  lg: 'size-24 text-4xl',
} as const;

interface AvatarProps {
  image: string | null | undefined;
  userName: string | null | undefined;
  size?: keyof typeof sizes;
  /** Empty when the name is written next to the avatar, so screen readers do not read it twice. */
  alt?: string;
}

export function Avatar({ image, userName, size = 'sm', alt = '' }: AvatarProps) {
  // A broken image link (an expired provider photo) falls back to the initial.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const className = `${sizes[size]} shrink-0 rounded-full`;

  if (image && image !== failedImage) {
    return (
      <img
        src={image}
        alt={alt}
        className={`${className} object-cover`}
        referrerPolicy="no-referrer"
        onError={() => setFailedImage(image)}
      />
    );
  }
  return (
    <span
      className={`${className} inline-flex items-center justify-center bg-indigo-700 font-semibold text-white`}
      aria-hidden={alt === '' ? true : undefined}
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : alt}
    >
      {avatarInitial(userName)}
    </span>
  );
}
