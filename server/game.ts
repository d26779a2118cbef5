// The engine wired to the server's card registry.

import { cardRegistry } from "./cards/index.ts";
import { createEngine } from "./engine/index.ts";

export const engine = createEngine(cardRegistry);
