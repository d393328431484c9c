import type { CSSProperties } from 'react';

/** The hero loops from the start every 17 seconds, as the spec's video does (spec 000 section 9). */
export const HERO_LOOP_SECONDS = 17;

/**
 * The hero "video" of /popular-routes-book: our own SVG, animated by CSS (nothing fetched). A
 * jet crosses a dusk sky over drifting clouds in one 17-second cycle, then starts again.
 * People who ask for reduced motion see the still picture. Decorative: the text says it all.
 */
export function RouteHeroArt() {
  const loop = { '--hero-loop': `${HERO_LOOP_SECONDS}s` } as CSSProperties;
  return (
    <svg
      className="route-hero-art"
      viewBox="0 0 1200 420"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      style={loop}
    >
      <defs>
        <linearGradient id="route-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1526" />
          <stop offset="0.5" stopColor="#1c2a44" />
          <stop offset="0.85" stopColor="#5b4a8a" />
          <stop offset="1" stopColor="#d9a93d" />
        </linearGradient>
        <linearGradient id="route-hero-trail" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.85" />
        </linearGradient>
      </defs>
      <rect width="1200" height="420" fill="url(#route-hero-sky)" />
      <g fill="#fff" opacity="0.75">
        <circle cx="80" cy="50" r="1.5" />
        <circle cx="260" cy="90" r="1.1" />
        <circle cx="420" cy="40" r="1.4" />
        <circle cx="640" cy="70" r="1" />
        <circle cx="820" cy="30" r="1.5" />
        <circle cx="1010" cy="80" r="1.2" />
        <circle cx="1150" cy="44" r="1" />
      </g>
      <g className="route-hero-art__clouds route-hero-art__clouds--far" fill="#ffffff" opacity="0.12">
        <ellipse cx="200" cy="260" rx="160" ry="26" />
        <ellipse cx="700" cy="230" rx="200" ry="30" />
        <ellipse cx="1150" cy="270" rx="170" ry="24" />
        <ellipse cx="1600" cy="240" rx="190" ry="28" />
      </g>
      <g className="route-hero-art__clouds route-hero-art__clouds--near" fill="#ffffff" opacity="0.2">
        <ellipse cx="120" cy="340" rx="220" ry="34" />
        <ellipse cx="760" cy="360" rx="260" ry="38" />
        <ellipse cx="1400" cy="330" rx="240" ry="32" />
      </g>
      <path
        d="M0 400 L90 372 L170 384 L260 356 L360 378 L470 350 L560 372 L680 344 L790 370 L900 352 L1010 376 L1110 356 L1200 368 V420 H0 Z"
        fill="#0b1526"
        opacity="0.85"
      />
      <g className="route-hero-art__jet">
        <rect x="-260" y="-2" width="250" height="4" rx="2" fill="url(#route-hero-trail)" />
        <g fill="#ffffff">
          <path d="M-30 0 L22 -5 Q34 0 22 5 Z" />
          <path d="M-4 -3 L-16 -24 L-8 -24 L10 -3 Z" />
          <path d="M-4 3 L-16 24 L-8 24 L10 3 Z" />
          <path d="M-27 -1.5 L-33 -12 L-28 -12 L-21 -1.5 Z" />
        </g>
      </g>
    </svg>
  );
}
