import { cn } from '~/lib/utils';

/**
 * A lit candle between two small flowers: the memorial's quiet visual, in place of a video
 * (core/memorial.ts). Decorative only. The flame sways slowly, and stands still for
 * anyone who asks for reduced motion (app.css turns every animation off then).
 */
export function MemorialCandle({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 140" aria-hidden="true" focusable="false" className={cn('h-auto w-36 sm:w-44', className)}>
      <defs>
        <radialGradient id="memorial-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fbdcc8" stopOpacity="0.95" />
          <stop offset="60%" stopColor="#f4c7d3" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#f4c7d3" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="memorial-flame" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#f6b35b" />
          <stop offset="70%" stopColor="#e9794f" />
          <stop offset="100%" stopColor="#b9475f" />
        </linearGradient>
        <linearGradient id="memorial-wax" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#f3e6ec" />
          <stop offset="55%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#e8d9dd" />
        </linearGradient>
      </defs>

      <circle cx="80" cy="40" r="38" fill="url(#memorial-glow)" />

      {/* The flame: its own box so it sways from its base. */}
      <g className="animate-[memorial-flame_4s_ease-in-out_infinite] [transform-box:view-box] [transform-origin:80px_52px]">
        <path d="M80 18c6 10 10 17 10 24a10 10 0 0 1-20 0c0-7 4-14 10-24Z" fill="url(#memorial-flame)" />
        <path d="M80 32c3 5 4.5 8 4.5 11a4.5 4.5 0 0 1-9 0c0-3 1.5-6 4.5-11Z" fill="#fff4df" />
      </g>
      <line x1="80" y1="52" x2="80" y2="58" stroke="#2e1a28" strokeWidth="1.6" strokeLinecap="round" />

      {/* Candle */}
      <rect x="64" y="57" width="32" height="62" rx="4" fill="url(#memorial-wax)" stroke="#e8d9dd" />
      <path d="M64 64c6 3 11-1 16 2s11 1 16-2" fill="none" stroke="#e8d9dd" strokeWidth="1.5" strokeLinecap="round" />

      {/* Two small flowers at the candle's feet */}
      <g fill="#f4c7d3" stroke="#c9859c" strokeWidth="0.8">
        <circle cx="38" cy="112" r="6" />
        <circle cx="46" cy="106" r="6" />
        <circle cx="54" cy="112" r="6" />
        <circle cx="42" cy="120" r="6" />
        <circle cx="51" cy="120" r="6" />
      </g>
      <circle cx="46" cy="114" r="3.5" fill="#6b2d5c" />
      <g fill="#e3d0ec" stroke="#a788b5" strokeWidth="0.8">
        <circle cx="106" cy="112" r="6" />
        <circle cx="114" cy="106" r="6" />
        <circle cx="122" cy="112" r="6" />
        <circle cx="110" cy="120" r="6" />
        <circle cx="119" cy="120" r="6" />
      </g>
      <circle cx="114" cy="114" r="3.5" fill="#6b2d5c" />
      <path d="M24 128h112" stroke="#e8d9dd" strokeWidth="2" strokeLinecap="round" />

      <style>{'@keyframes memorial-flame { 0%, 100% { transform: rotate(-2.5deg) scaleY(1); } 50% { transform: rotate(2.5deg) scaleY(1.06); } }'}</style>
    </svg>
  );
}
