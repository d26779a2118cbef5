// REDIS_URL and PUBLIC_ADDRESS for `server/main.ts`: checked before the server starts, so that a wrong value stops
// it with one clear line instead of a server that hangs on a Redis it cannot reach or hands out unreachable seats.

import { checkRedis, presenceKind, publicAddressProblem, redactedRedisUrl, redisUrlProblem, type ClusterSettings } from "./cluster.ts";

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function clusterFromEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<ClusterSettings> {
  const redisUrl = env.REDIS_URL || undefined;
  const publicAddress = env.PUBLIC_ADDRESS || undefined;
  if (publicAddress) {
    const problem = publicAddressProblem(publicAddress);
    if (problem) stop(problem);
  }
  if (!redisUrl) return { publicAddress };
  const problem = redisUrlProblem(redisUrl);
  if (problem) stop(problem);
  // Another process may create a table for a client of this one; without an address the client would look
  // for it here, and its seat would expire.
  if (!publicAddress) stop("PUBLIC_ADDRESS is required with REDIS_URL: the address (host[:port][/path]) at which clients reach this process");
  try {
    await checkRedis(redisUrl);
  } catch (e) {
    stop(e instanceof Error ? e.message : String(e));
  }
  return { redisUrl, publicAddress };
}

/** What the start-up log says about the cluster (never the Redis password). */
export function clusterLogFields(cluster: ClusterSettings): Record<string, string> {
  return {
    presence: presenceKind(cluster),
    ...(cluster.redisUrl ? { redis: redactedRedisUrl(cluster.redisUrl) } : {}),
    ...(cluster.publicAddress ? { publicAddress: cluster.publicAddress } : {}),
  };
}
