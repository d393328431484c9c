/**
 * Download badges for the companion apps: our own artwork (a phone glyph and the store's
 * platform name), not the stores' trademarked badges.
 */
export function StoreBadges({
  appStore,
  playStore,
  className,
}: {
  appStore: string;
  playStore: string;
  className?: string;
}) {
  return (
    <ul className={className ? `store-badges ${className}` : 'store-badges'}>
      <li>
        <a className="store-badge" href={appStore} target="_blank" rel="noopener noreferrer">
          <PhoneGlyph />
          <span className="store-badge__text">
            <small>Get it for</small>
            <strong>iPhone</strong>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={playStore} target="_blank" rel="noopener noreferrer">
          <PhoneGlyph />
          <span className="store-badge__text">
            <small>Get it for</small>
            <strong>Android</strong>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
    </ul>
  );
}

function PhoneGlyph() {
  return (
    <svg className="store-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="m9.5 10.5 2.5 2.5 2.5-2.5M12 6.5V13"
        fill="none"
        stroke="#d9a93d"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
