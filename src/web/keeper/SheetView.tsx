import { keeperKit, type SheetViewProps } from './kits/byGame.js';

/**
 * The sheet players know (ui.md), drawn by the web client's own score-sheet components from
 * the standing the keeper computes (the same shape the engine gives them).
 */
export function SheetView(p: SheetViewProps) {
  const { Sheet } = keeperKit(p.sheet.game);
  return <Sheet {...p} />;
}
