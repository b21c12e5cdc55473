import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';

export interface LikeButtonProps {
  image: GalleryImage;
  onToggle: () => void;
}

/** A heart that says whether the user likes the photo, and how many people do. */
export function LikeButton({ image, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={`like-button${image.likedByMe ? ' is-liked' : ''}`}
      aria-pressed={image.likedByMe}
      aria-label={`${image.likedByMe ? 'Unlike' : 'Like'} ${image.filename}`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.4 4.1 6.8C19.5 16.4 12 21 12 21z"
          fill={image.likedByMe ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="like-button__count">{image.likes}</span>
    </button>
  );
}
