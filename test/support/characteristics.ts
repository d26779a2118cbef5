// A permanent's characteristics as the rules read them (the object view, 613), by card name.

import { characteristics } from "../../server/engine/layers/characteristics.ts";
import type { Scenario } from "./scenario.ts";

/** The current characteristics of the permanent of this name. */
export const chars = (g: Scenario, name: string) => characteristics(g.reader, g.permanent(name));
