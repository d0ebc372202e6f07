async function promisePool(tasks, limit) {
  // Idea: start `limit` "workers". Each worker takes the next task index, awaits the task,
  // stores the result at that index, and repeats until no tasks are left.
  // Wait for every worker (Promise.all), then return the results array.
}
