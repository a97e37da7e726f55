import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/**
 * Makes a dialog draggable by a handle (its header): pointer down on the handle, move, release.
 * Returns the style to put on the dialog and the props of the handle. Resets when `open` changes.
 */
export function useArrastar(open: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; baseX: number; baseY: number } | null>(null);

  useEffect(() => {
    setOffset({ x: 0, y: 0 });
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, y: event.clientY, baseX: offset.x, baseY: offset.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    setOffset({ x: from.baseX + event.clientX - from.x, y: from.baseY + event.clientY - from.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const style: CSSProperties = { transform: `translate(${offset.x}px, ${offset.y}px)` };
  return { style, offset, handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
