/**
 * Keyboard model of the ARIA tabs pattern: arrows move between tabs (wrapping), Home and End
 * jump to the ends. Selection follows focus.
 */
export function tabForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
