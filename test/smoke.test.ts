import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "../shared/index.ts";

describe("toolchain", () => {
  it("runs on Node >= 22", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(22);
  });

  it("imports shared TypeScript modules", () => {
    expect(PROTOCOL_VERSION).toBe(1);
  });
});
