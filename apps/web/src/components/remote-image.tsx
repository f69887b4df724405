import { useState } from 'react';

/**
 * An image from the brand CDN that degrades to a lettered badge when the
 * file is missing, so a broken vendor icon never shows a broken-image glyph.
 */
export const RemoteImage = ({
  src,
  alt,
  fallback,
  className,
  width,
  height,
  eager = false,
}: {
  src: string | null;
  alt: string;
  fallback: string;
  className?: string;
  width?: number;
  height?: number;
  /** On the first screen: fetched at once instead of when near the viewport. */
  eager?: boolean;
}) => {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={`remote-image-fallback ${className ?? ''}`} role="img" aria-label={alt}>
        {fallback}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};

export const initials = (name: string) =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';
