import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ChunkSlots } from './chunk-slots';

/** A reply whose connection the test closes (what ServerResponse's 'close' says: answered, or gone). */
const newReply = () => {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, close: () => raw.emit('close') };
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('chunk slots (docs/decisions/0052)', () => {
  it('lets `size` chunks in at once and the next ones in the order they came, as each answer goes', async () => {
    const slots = new ChunkSlots(2);
    const requests = Array.from({ length: 4 }, newReply);
    const entered: number[] = [];
    requests.forEach(({ reply }, n) => void slots.hold(reply).then(() => entered.push(n)));
    await settled();
    expect([entered, slots.busy, slots.queued]).toEqual([[0, 1], 2, 2]);
    requests[1]?.close();
    await settled();
    expect([entered, slots.busy, slots.queued]).toEqual([[0, 1, 2], 2, 1]);
    requests[0]?.close();
    requests[2]?.close();
    await settled();
    expect([entered, slots.busy, slots.queued]).toEqual([[0, 1, 2, 3], 1, 0]);
    requests[3]?.close();
    expect(slots.busy).toBe(0);
  });

  it('gives back the slot of a request that left while it waited, once, and of one closed twice only once', async () => {
    const slots = new ChunkSlots(1);
    const first = newReply();
    const leaving = newReply();
    const last = newReply();
    await slots.hold(first.reply);
    let lastIn = false;
    const waiting = slots.hold(leaving.reply);
    void slots.hold(last.reply).then(() => (lastIn = true));
    leaving.close();
    first.close();
    first.close();
    await waiting;
    await settled();
    // The one that left passed its slot straight on: the last one is in, and alone.
    expect([lastIn, slots.busy, slots.queued]).toEqual([true, 1, 0]);
    last.close();
    expect(slots.busy).toBe(0);
  });
});
