import type { ArtMotif } from "../../../src/content/media/types";
import type { Motif } from "../lib/scene";
import { bars } from "./bars";
import { circuit } from "./circuit";
import { grid } from "./grid";
import { nodes } from "./nodes";
import { orbits } from "./orbits";
import { people } from "./people";
import { skyline } from "./skyline";
import { waves } from "./waves";

/** One painter per art motif of the media manifest. */
export const motifs: Record<ArtMotif, Motif> = {
  grid,
  waves,
  nodes,
  bars,
  orbits,
  skyline,
  people,
  circuit,
};
