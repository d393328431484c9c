import { usePrerenderedContent } from '../../shell/prerendered';

/** The drawing as the server prerenders it (src/web/shell/prerendered.tsx). */
export const HERO_ART_FRAGMENT = 'hero-art';

/**
 * The landing hero's illustration: a jet climbing out of a dusk sky, drawn inline (nothing is
 * fetched). Decorative; the page's text carries the message.
 */
export function HeroArt() {
  const content = usePrerenderedContent(HERO_ART_FRAGMENT, () => <HeroArtDrawing />);
  return <svg className="hero-art" viewBox="0 0 560 460" aria-hidden="true" focusable="false" {...content} />;
}

/** The drawing inside the illustration's svg element. */
export function HeroArtDrawing() {
  return (
    <>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor="#0f1d35" />
          <stop offset="0.55" stopColor="#34507f" />
          <stop offset="0.85" stopColor="#c98f6a" />
          <stop offset="1" stopColor="#f1c27d" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff4d6" />
          <stop offset="0.45" stopColor="#fbd98c" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f1c27d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-trail" x1="0" y1="70" x2="0" y2="520" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-body" x1="-1" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#dfe6f1" />
          <stop offset="0.5" stopColor="#ffffff" />
          <stop offset="1" stopColor="#c9d3e3" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="560" height="460" rx="32" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="560" height="460" fill="url(#hero-sky)" />
        <g fill="#fff" opacity="0.8">
          <circle cx="70" cy="60" r="1.4" />
          <circle cx="150" cy="34" r="1" />
          <circle cx="250" cy="80" r="1.2" />
          <circle cx="470" cy="46" r="1.4" />
          <circle cx="520" cy="120" r="1" />
          <circle cx="390" cy="24" r="1" />
        </g>
        <circle cx="420" cy="380" r="150" fill="url(#hero-sun)" />
        <g fill="#fff">
          <ellipse cx="110" cy="392" rx="150" ry="26" opacity="0.22" />
          <ellipse cx="420" cy="420" rx="190" ry="30" opacity="0.3" />
          <ellipse cx="300" cy="446" rx="260" ry="30" opacity="0.45" />
          <ellipse cx="470" cy="300" rx="70" ry="10" opacity="0.18" />
        </g>
        <g transform="translate(330 150) rotate(52)">
          <path d="M-14 70V520M14 70V520" stroke="url(#hero-trail)" strokeWidth="7" strokeLinecap="round" />
          <path d="M-14 70V520M14 70V520" stroke="url(#hero-trail)" strokeWidth="18" opacity="0.25" />
          <g stroke="#b9c5d8" strokeWidth="1.2" strokeLinejoin="round">
            <path d="M10-6 84 30v11L10 24zM-10-6l-74 36v11l74-17z" fill="#eef2f8" />
            <path d="M6 70l30 18v7l-30-8zM-6 70l-30 18v7l30-8z" fill="#eef2f8" />
            <path
              d="M0-92c8 9 11 28 11 50v104c0 14-4 24-11 32-7-8-11-18-11-32V-42c0-22 3-41 11-50z"
              fill="url(#hero-body)"
            />
            <rect x="10" y="44" width="9" height="26" rx="4.5" fill="#e3e9f2" />
            <rect x="-19" y="44" width="9" height="26" rx="4.5" fill="#e3e9f2" />
          </g>
          <path d="M-6.5-70q6.5-9 13 0l-1 6q-5.5-4-11 0z" fill="#0f1d35" />
          <path d="M0-30V50" stroke="#d9a93d" strokeWidth="2" />
        </g>
      </g>
    </>
  );
}
