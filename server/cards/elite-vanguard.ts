import { card } from "../card-language/card-dsl.ts";

// A vanilla 2/1 Human Soldier: what 712.9's example makes Kruin Outlaw a copy of.
export default card({
  name: "Elite Vanguard",
});
