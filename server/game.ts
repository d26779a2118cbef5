// The engine wired to the server's card registry.

import { cardRegistry } from "./cards/index.ts";
import { createEngine } from "./engine/engine.ts";

export const engine = createEngine(cardRegistry);
