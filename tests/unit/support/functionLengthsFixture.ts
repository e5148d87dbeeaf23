/**
 * Functions measured by functionLength.test.ts to show how tests/unit/support/functionLengths.ts counts. Never
 * run: the test reads this file's syntax.
 */

const run = (callback: () => number) => callback()

/** A doc comment is no line of the function it documents. */
export function outer(): number {
  const inner = () => {
    const one = 1
    return one
  }
  return inner()
}

export function factory() {
  return {
    /** A method's doc comment is its parent's line, as any line between two of its statements. */
    method() {
      return (
        run(() => 1) +
        run(() => {
          return 2
        })
      )
    },
    short: () => 3,
  }
}

export class Counter {
  #count = 0

  constructor(start: number) {
    this.#count = start
  }

  #add(step: number): number {
    this.#count += step
    return this.#count
  }

  next(): number {
    return this.#add(1)
  }
}
