// The shipped puzzles: sandbox setups in web/src/puzzles/, each named by its file. The first player of each is
// the one who solves it (the host takes the first seat); their titles and goals are in the lobby's strings.

const files = import.meta.glob<{ default: Record<string, unknown> }>("../puzzles/*.json", { eager: true });

export interface Puzzle {
  /** The file's name without ".json": the key of its title and goal. */
  readonly id: string;
  readonly setup: Record<string, unknown>;
}

export const PUZZLES: readonly Puzzle[] = Object.entries(files)
  .map(([path, module]) => ({ id: /([^/]+)\.json$/.exec(path)![1]!, setup: module.default }))
  .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
