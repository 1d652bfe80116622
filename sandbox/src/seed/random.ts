// A small, fast, seeded random source (mulberry32): the same seed gives the same sequence on every machine.

/** Mixes a label into a seed so each part of the seed draws from its own independent stream. */
export function deriveSeed(seed: number, label: string): number {
  let h = 2166136261 ^ seed; // FNV-1a over the label, started from the seed
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static for(seed: number, label: string): Random {
    return new Random(deriveSeed(seed, label));
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Log-uniform: as many values between 1k and 10k as between 100k and 1m, as balances are. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

/** Picks among values by weight in O(log n); build once, draw many times. */
export class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly values: T[] = [];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    let sum = 0;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      sum += weight;
      this.cumulative.push(sum);
      this.values.push(value);
    }
    if (this.values.length === 0) throw new Error('Weighted needs at least one positive weight');
    this.total = sum;
  }

  draw(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo];
  }
}
