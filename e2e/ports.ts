// Where the browser suite's servers listen. `E2E_WORKERS` (default 1) servers run side by side, each a whole
// product (sandbox, gateway, web) on its own fresh store, and Playwright worker N drives server N only: tests
// of different workers never share a store. Server N is at E2E_PORT + 20N (sandbox E2E_SANDBOX_PORT + 20N).
// A worker learns its N from TEST_PARALLEL_INDEX, which Playwright sets before it loads anything.
export const e2eServers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export function serverPorts(slot: number) {
  return {
    port: Number(process.env.E2E_PORT ?? 4100) + 20 * slot,
    sandboxPort: Number(process.env.E2E_SANDBOX_PORT ?? 4110) + 20 * slot,
  };
}

/** This worker's server (server 0 outside a worker). */
export const e2ePorts = serverPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
