// Linted as src/client/features/chat/: client features never import each other.
import { useGallery } from '../gallery/gallery.api';

export const gallery = useGallery;
