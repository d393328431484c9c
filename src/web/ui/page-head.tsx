import { useLocation } from 'react-router';
import { useSite } from '../shell/root-data';

/** The picture link previews show for every page (drawn by scripts/build-share-image.ts). */
export const SHARE_IMAGE = {
  path: '/images/social/share.png',
  width: 1200,
  height: 630,
  alt: 'A large-cabin private jet',
} as const;

/**
 * A visitor page's head: its title, the description search engines show under it, and what
 * a link preview shows (Open Graph: title, description, the page's address and our picture,
 * as absolute URLs from PUBLIC_URL). React puts these elements in the document's head,
 * from the server's first HTML on and through client-side navigation.
 */
export function PageHead({ title, description }: { title: string; description: string }) {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={new URL(pathname, site.publicUrl).href} />
      <meta property="og:image" content={new URL(SHARE_IMAGE.path, site.publicUrl).href} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
