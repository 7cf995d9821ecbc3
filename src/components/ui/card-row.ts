/**
 * Card rows that wrap and centre their last line: the width of one card for a given number of
 * cards. Four and eight cards sit four to a line on wide screens; everything else three.
 * Use inside `flex flex-wrap justify-center gap-6`.
 */
export function cardRowItemClass(count: number): string {
  if (count === 1) return "w-full max-w-xl";
  if (count === 2) return "w-full sm:w-[calc((100%-1.5rem)/2)]";
  if (count % 4 === 0) {
    return "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]";
  }
  return "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]";
}
