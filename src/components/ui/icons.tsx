/** Small inline icons (decorative; the controls that use them carry their own labels). */
import type { ReactNode } from "react";

type IconProps = { className?: string };

export function ChevronDown({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M5 7.5l5 5 5-5" />;
}

export function ArrowRight({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M4 10h12m-5-5 5 5-5 5" />;
}

export function SearchIcon({ className = "size-5" }: IconProps) {
  return (
    <StrokeIcon className={className} d="M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm4.5-1.5L17 17" />
  );
}

export function MenuIcon({ open, className = "size-6" }: IconProps & { open: boolean }) {
  return (
    <IconSvg className={className} viewBox="0 0 24 24">
      <path
        d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
        {...outline("2")}
        strokeLinecap="round"
      />
    </IconSvg>
  );
}

export function MailIcon({ className = "size-5" }: IconProps) {
  return (
    <IconSvg className={className} viewBox="0 0 24 24">
      <rect x="3" y="5" width="18" height="14" rx="2" {...outline("1.8")} />
      <path d="m4 7 8 6 8-6" {...outline("1.8")} strokeLinejoin="round" />
    </IconSvg>
  );
}

export function NetworkIcon({ className = "size-5" }: IconProps) {
  return (
    <IconSvg className={className} viewBox="0 0 24 24">
      <rect x="3" y="3" width="18" height="18" rx="3" {...outline("1.8")} />
      <path
        d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7"
        {...outline("1.8")}
        strokeLinecap="round"
      />
    </IconSvg>
  );
}

/** The frame of every icon: hidden from assistive technology and never a tab stop. */
function IconSvg({
  className,
  viewBox = "0 0 20 20",
  children,
}: IconProps & { viewBox?: string; children: ReactNode }) {
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Line drawing in the text colour. */
function outline(strokeWidth: string) {
  return { fill: "none", stroke: "currentColor", strokeWidth } as const;
}

function StrokeIcon({ className, d, viewBox }: IconProps & { d: string; viewBox?: string }) {
  return (
    <IconSvg className={className} viewBox={viewBox}>
      <path d={d} {...outline("2")} strokeLinecap="round" strokeLinejoin="round" />
    </IconSvg>
  );
}

export function ChevronLeft({ className = "size-5" }: IconProps) {
  return <StrokeIcon className={className} d="M12.5 5l-5 5 5 5" />;
}

export function ChevronRight({ className = "size-5" }: IconProps) {
  return <StrokeIcon className={className} d="M7.5 5l5 5-5 5" />;
}

export function PlusIcon({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M10 4v12M4 10h12" />;
}

export function MinusIcon({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M4 10h12" />;
}

export function CheckIcon({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M4.5 10.5l3.5 3.5 7.5-8" />;
}

export function PauseIcon({ className = "size-4" }: IconProps) {
  return (
    <IconSvg className={className}>
      <rect x="5" y="4" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" fill="currentColor" />
    </IconSvg>
  );
}

export function PlayIcon({ className = "size-4" }: IconProps) {
  return (
    <IconSvg className={className}>
      <path
        d="M6 4.2v11.6a.8.8 0 0 0 1.2.7l9.3-5.8a.8.8 0 0 0 0-1.4L7.2 3.5a.8.8 0 0 0-1.2.7z"
        fill="currentColor"
      />
    </IconSvg>
  );
}

export function CalendarIcon({ className = "size-4" }: IconProps) {
  return <StrokeIcon className={className} d="M4 6.5h12v9.5H4zM4 9.5h12M7 4v4M13 4v4" />;
}

export function ClockIcon({ className = "size-4" }: IconProps) {
  return (
    <StrokeIcon
      className={className}
      d="M10 3.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM10 6.5V10l2.5 1.5"
    />
  );
}

export function PhoneIcon({ className = "size-5" }: IconProps) {
  return (
    <StrokeIcon
      className={className}
      viewBox="0 0 24 24"
      d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5C10.5 20.5 3.5 13.5 3.5 5.5A1.5 1.5 0 0 1 5 4z"
    />
  );
}

export function MapPinIcon({ className = "size-5" }: IconProps) {
  return (
    <StrokeIcon
      className={className}
      viewBox="0 0 24 24"
      d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    />
  );
}
