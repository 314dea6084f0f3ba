/**
 * Soft circles of colour drifting slowly behind the page. Each is a radial gradient (no blur
 * filter) moved only with transform, so a cheap phone composites it without repainting; under
 * prefers-reduced-motion the CSS stops every animation and the circles stay still.
 * Classes only (no style attribute), so a strict style CSP is fine.
 */
const circles = [
  'start-[-18vmax] top-[-12vmax] size-[60vmax] animate-float-a bg-[radial-gradient(circle_at_center,var(--color-blush)_0%,transparent_68%)]',
  'end-[-20vmax] top-[18vh] size-[55vmax] animate-float-b bg-[radial-gradient(circle_at_center,var(--color-lavender)_0%,transparent_68%)]',
  'bottom-[-22vmax] start-[12vw] size-[58vmax] animate-float-c bg-[radial-gradient(circle_at_center,var(--color-peach)_0%,transparent_68%)]',
] as const;

export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      {circles.map((className) => (
        <div key={className} className={`absolute rounded-full opacity-60 will-change-transform ${className}`} />
      ))}
    </div>
  );
}
