import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    pool: "threads",
    // Room tests start real servers; their structured logs would drown the test report.
    env: { LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        test: {
          name: "cards",
          include: ["test/cards/**/*.test.ts"],
          // Many small files over the same pure engine and card pool: the pool is imported once per worker, not once
          // per file (importing it is most of a small file's time). The card tests share no mutable state.
          isolate: false,
        },
      },
      { extends: true, test: { name: "other", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, "test/cards/**"] } },
    ],
  },
});
