/**
 * Contrail's mark: a swept wing trailing a contrail, drawn by us. The wordmark beside it is
 * live text in the display face, so it stays crisp at any size and follows the configured
 * brand name; under 480 px the CSS keeps only the mark.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b1526" />
      <path d="M7 27.5 33 12l-9 17.5-3.6-6.2L13.6 27z" fill="#d9a93d" />
      <path d="M6 31.5c6-1.2 10.4-2.4 14.6-4.4" stroke="#8fb3f0" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The header's logo, prerendered (prerender.server.tsx). */
export const HEADER_LOGO_FRAGMENT = 'header-logo';

export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="logo">
      <LogoMark className="logo__mark" />
      <span className="logo__word">{brandName}</span>
    </span>
  );
}
