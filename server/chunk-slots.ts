/**
 * How many sealed file chunks one server reads and holds at once (docs/decisions/0052). A chunk's
 * body (up to 1 MiB) is read whole before its route runs, and the route then waits for the
 * database (a pool of 4 on the embedded PostgreSQL, and the vault's lock), so without a bound
 * every chunk that arrives at once sits in memory together: ten 8 MB uploads at once (80 chunks)
 * took the server from ~120 MB to 250-300 MB. A request waits for a slot before its body is read, its bytes
 * meanwhile held back by TCP (in the kernel, or in the proxy that buffers bodies), and gives the
 * slot back when its answer is sent or its connection closes.
 */
import type { FastifyReply } from 'fastify';

/**
 * Chunks read and stored at once per server: as many as the embedded PostgreSQL's pool has
 * connections (EMBEDDED_POOL_SIZE), since a chunk beyond them would only wait for one while
 * holding its bytes. Measured with 8: the server peaked ~10-40 MB higher for no more throughput.
 */
export const CHUNKS_IN_FLIGHT = 4;

export class ChunkSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number = CHUNKS_IN_FLIGHT) {
    this.free = size;
  }

  /** Chunks being read or stored now. */
  get busy(): number {
    return this.size - this.free;
  }

  /** Chunks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Waits for a slot for this request, first come first served, and hands it back exactly once
   * when the answer has gone or the connection closed (also while it was still waiting).
   */
  async hold(reply: FastifyReply): Promise<void> {
    let held = false;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      if (held) this.release();
    });
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    held = true;
    if (closed) this.release();
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}
