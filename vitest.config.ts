import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "threads",
    // Room tests start real servers; their structured logs would drown the test report.
    env: { LOG_LEVEL: "silent" },
  },
});
