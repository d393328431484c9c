/** Line icons drawn for Contrail (24px grid, currentColor), for cards and feature lists. */
const paths = {
  shield: 'M12 3 4.5 6v5.5c0 4.7 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.8 7.5-9.5V6zM8.8 12l2.2 2.2 4.3-4.5',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zm-3 4c0 2-2 3-5 3',
  leaf: 'M5 20c0-9 5.5-14 15-15 0 9.5-5 15-14 15m0 0 7-7',
  paw: 'M8 9.5a1.8 2.2 0 1 0 0-.1zm8 0a1.8 2.2 0 1 0 0-.1zM4.8 13a1.6 1.9 0 1 0 0-.1zm14.4 0a1.6 1.9 0 1 0 0-.1zM12 13c-2.8 0-5 3.6-5 5.3 0 1.6 1.6 2 2.6 1.7 1-.3 1.6-.7 2.4-.7s1.4.4 2.4.7c1 .3 2.6-.1 2.6-1.7 0-1.7-2.2-5.3-5-5.3',
  plane: 'M21 15.5v-2l-8-5V3.8a1.5 1.5 0 0 0-3 0v4.7l-8 5v2l8-2.5V18l-2 1.5V21l3.5-1 3.5 1v-1.5L13 18v-5z',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13m4.7 11.2L20 20',
  bolt: 'M13 3 5 13.5h6L10 21l8-10.5h-6z',
  tag: 'M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.7 7.7a1 1 0 0 1-1.4 0zM8 7.5a.5.5 0 1 0 0 .1',
  clock: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17M12 7.5V12l3 2',
  palette:
    'M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-.9-1.6-.9-2.6 0-1 .8-1.7 1.8-1.7h2.2a3.6 3.6 0 0 0 3.6-3.6c0-4.2-3.8-7.4-8.5-7.4M7.5 12a.5.5 0 1 0 0 .1m2.5-4a.5.5 0 1 0 0 .1m4 0a.5.5 0 1 0 0 .1',
  card: 'M3 6.5h18v11H3zM3 10h18M6.5 14.5h3',
  chart: 'M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6',
  route: 'M6 19a2 2 0 1 0 0-.1zM18 5a2 2 0 1 0 0 .1M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
