/**
 * The logo mark (brand/logo.svg, also the favicon): code brackets around a launch arrow. Its
 * colours are the brand's in both themes. Decorative: the text beside it names the site.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className ?? ''}`.trim()}
    >
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path
        d="M21 21 10 32l11 11M43 21l11 11-11 11"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M32 46V20m-8 8 8-8 8 8"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
