/**
 * sharp, set up once for the whole process. Its own operation cache (libvips keeps up to 50 MB of
 * decoded images by default) is off: variants are cached on disk (`media/variants`), so the same
 * transform is never asked for twice, and the cache only held memory.
 */
import sharp from 'sharp';

sharp.cache(false);

export { sharp };
