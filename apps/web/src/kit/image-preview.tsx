import { IMAGE_PREVIEW_MAX_ZOOM } from '@repwise/domain';
import { ImageViewer } from 'antd-mobile';
import './image-preview.css';

/**
 * Shows a picture full screen: pinch or double-tap to zoom, up to spec §9's 4×. A tap on the
 * picture closes it, and so does the Close button (a small picture leaves little to tap). It
 * is a visual aid: antd-mobile's mask is hidden from screen readers, which read the picture's
 * alt text on the page instead.
 */
export function previewImage(url: string, closeLabel: string): void {
  const handler = ImageViewer.show({
    image: url,
    maxZoom: IMAGE_PREVIEW_MAX_ZOOM,
    renderFooter: () => (
      <button type="button" className="image-preview-close" onClick={() => handler.close()}>
        {closeLabel}
      </button>
    ),
  });
}
