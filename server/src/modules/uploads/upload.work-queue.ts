// A few tasks at a time, the rest waiting their turn in arrival order. A waiting task is only a
// promise: it holds no thread, no database connection, nothing but the memory of its own input.

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Runs `task` once fewer than `concurrency` tasks are running; answers what it answers. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    // The finishing task hands its place over, so `running` stays counted for this one.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
