// A small seeded generator (mulberry32) keyed by md5 of a text, so every account, asset and holding draws the
// same numbers on every read and in every process.
import { createHash } from 'node:crypto';

export class KeyedRandom {
  private state: number;

  constructor(key: string) {
    this.state = parseInt(createHash('md5').update(key).digest('hex').slice(0, 8), 16) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from min to max inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** A standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}
