import { useEffect, useState } from 'react';
import { Modal } from '../../ui/modal';

export interface Photo {
  src: string;
  alt: string;
}

/** Interior views shared by every category, after the category's own exterior (our own SVGs). */
export const INTERIOR_PHOTOS: readonly Photo[] = [
  { src: '/images/gallery/cabin.svg', alt: 'Cabin with club seating, looking aft' },
  { src: '/images/gallery/lounge.svg', alt: 'Divan and galley at the front of the cabin' },
  { src: '/images/gallery/cockpit.svg', alt: 'Flight deck with glass displays' },
];

/** The next photo's index for a key press, wrapping at both ends; null for other keys. */
export function photoAfterKey(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * "View All Photos" (spec 000, Book-flight): the photos in a modal dialog, one at a time,
 * moved with Previous and Next or the arrow keys; the position is announced.
 */
export function PhotoGallery({ title, photos }: { title: string; photos: readonly Photo[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const next = photoAfterKey(index, photos.length, event.key);
      if (next === null) return;
      event.preventDefault();
      setIndex(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, photos.length]);

  const photo = photos[index];
  return (
    <>
      <button
        type="button"
        className="button button--ghost book-flight__photos"
        onClick={() => {
          setIndex(0);
          setOpen(true);
        }}
      >
        View All Photos
      </button>
      <Modal open={open} title={title} onClose={() => setOpen(false)} className="photo-gallery">
        {photo ? (
          <figure className="photo-gallery__figure">
            <img src={photo.src} alt={photo.alt} className="photo-gallery__image" />
            <figcaption>{photo.alt}</figcaption>
          </figure>
        ) : null}
        <div className="photo-gallery__controls">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setIndex((i) => photoAfterKey(i, photos.length, 'ArrowLeft') ?? i)}
          >
            Previous
          </button>
          <p className="photo-gallery__position" aria-live="polite">
            Photo {index + 1} of {photos.length}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setIndex((i) => photoAfterKey(i, photos.length, 'ArrowRight') ?? i)}
          >
            Next
          </button>
        </div>
        <p className="book-flight__note">Use the left and right arrow keys to move between photos.</p>
      </Modal>
    </>
  );
}
