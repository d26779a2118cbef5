import { card } from "../card-language/card-dsl.ts";

export default card({
  name: "Knight of the Pilgrim's Road",
  keywords: [{ renown: 1 }],
});
