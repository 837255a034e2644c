/**
 * Asks again, every 100 ms for up to `ms`, until `check` holds of the answer, and returns the last
 * answer either way, for the test to assert on: for what the browser's own waits cannot watch (a
 * store, another gateway, the Cache API's promises, what the test process collected).
 */
export async function eventually<T>(ask: () => Promise<T> | T, check: (answer: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  let answer = await ask();
  while (!check(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await ask();
  }
  return answer;
}
