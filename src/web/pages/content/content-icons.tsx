import type { ReactNode } from 'react';

/**
 * Line icons drawn for the content pages (24 px grid, 1.75 px stroke, currentColor), inline so
 * they inherit colour from the card and cost no extra request. Decorative: the text beside an
 * icon always says what it means.
 */
const paths = {
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </>
  ),
  phone: (
    <path d="M6.5 3h3l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A17 17 0 0 1 4.5 5a2 2 0 0 1 2-2z" />
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.5 12 4h8v8l-8.5 8.5z" />
      <circle cx="16" cy="8" r="1.3" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </>
  ),
  route: (
    <>
      <circle cx="6" cy="18" r="2" />
      <circle cx="18" cy="6" r="2" />
      <path d="M8 18h7.5a3 3 0 0 0 0-6h-7a3 3 0 0 1 0-6H16" />
    </>
  ),
  catering: (
    <>
      <path d="M4 16h16M5.5 16a6.5 6.5 0 0 1 13 0M12 7.5V6M3 19h18" />
    </>
  ),
  car: (
    <>
      <path d="M4 15.5V12l2-5h12l2 5v3.5z" />
      <path d="M4 12h16M6 15.5V18M18 15.5V18" />
      <circle cx="8" cy="13.8" r=".6" />
      <circle cx="16" cy="13.8" r=".6" />
    </>
  ),
  headset: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.5-2 2-5 2" />
    </>
  ),
  bolt: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6z" />,
  wallet: (
    <>
      <path d="M4 7.5V18a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2 2 2 0 0 1 2-2h11v4" />
      <circle cx="16" cy="14.5" r="1.2" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 14.5h4" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  leaf: (
    <>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
      <path d="M5 19c3-4 6-7 10-9" />
    </>
  ),
  building: (
    <>
      <path d="M3 20h18M5 20V9l7-4 7 4v11" />
      <path d="M9 20v-5h6v5M9 11h.01M15 11h.01" />
    </>
  ),
  document: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 15.5h6M9 8.5h2" />
    </>
  ),
  ticket: (
    <>
      <path
        d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3z"
        transform="translate(0 -1)"
      />
      <path d="M14 6v11" strokeDasharray="1.5 2" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </>
  ),
  crew: (
    <>
      <circle cx="12" cy="9" r="3.5" />
      <path d="M5 20c.8-3.5 3.5-5.5 7-5.5s6.2 2 7 5.5M8.5 6.2C9 4.5 10.3 3.5 12 3.5s3 1 3.5 2.7" />
    </>
  ),
  luggage: (
    <>
      <rect x="6" y="7" width="12" height="12" rx="2" />
      <path d="M9.5 7V4.5h5V7M9.5 10.5v5M14.5 10.5v5M8.5 19v1.5M15.5 19v1.5" />
    </>
  ),
  snowflake: <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 6.5l2.5-2M9.5 19.5l2.5-2 2.5 2" />,
  plane: <path d="M21 4.5 3.5 11.5l6 2 2 6 3-4.5 4 3zM9.5 13.5 19 6.5" />,
  wifi: (
    <>
      <path d="M3.5 9.5a12 12 0 0 1 17 0M6.5 12.8a7.5 7.5 0 0 1 11 0M9.5 16a3 3 0 0 1 5 0" />
      <circle cx="12" cy="19" r=".8" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.5-7.5-10A4.3 4.3 0 0 1 12 7.5a4.3 4.3 0 0 1 7.5 2.5c0 5.5-7.5 10-7.5 10z" />,
  users: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19c.5-3 2.6-4.8 5.5-4.8s5 1.8 5.5 4.8M15.5 6.3a3 3 0 0 1 0 5.4M17 14.5c2 .5 3.2 2 3.5 4.5" />
    </>
  ),
  tag2: (
    <>
      <path d="M12 3v18M16.5 7.5c-.5-1.5-2.2-2.5-4.5-2.5-2.5 0-4.5 1.3-4.5 3.3 0 4.7 9 2.7 9 7.4 0 2-2 3.3-4.5 3.3-2.4 0-4.2-1-4.7-2.8" />
    </>
  ),
  seat: (
    <>
      <path d="M7 4v9a2 2 0 0 0 2 2h7l2 5M7 13h8" />
      <path d="M10 15l-1.5 5" />
    </>
  ),
  paw: (
    <>
      <circle cx="7" cy="10" r="1.6" />
      <circle cx="10.5" cy="6.5" r="1.6" />
      <circle cx="14.5" cy="6.5" r="1.6" />
      <circle cx="18" cy="10" r="1.6" />
      <path d="M12 11.5c-2.5 0-5 3.5-5 6 0 1.5 1.2 2 2.5 2h5c1.3 0 2.5-.5 2.5-2 0-2.5-2.5-6-5-6z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'card__icon' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
