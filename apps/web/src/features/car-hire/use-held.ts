import { useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Whether the visitor is holding something that moves on its own: a mouse
 * rests on it or focus is inside it. Spread `holdHandlers` on its container;
 * slideshows stand still while `held`, so nothing moves under the reader.
 * Touch has no "leave", so only a mouse holds by resting.
 */
export function useHeld() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const onPointer = (resting: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(resting);
  };

  return {
    held: hovered || focused,
    holdHandlers: {
      onPointerEnter: onPointer(true),
      onPointerLeave: onPointer(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
