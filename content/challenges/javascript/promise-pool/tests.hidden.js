// Tasks built from real timers; each logs when it starts and ends.
const trackerOf = () => {
  const tracker = { running: 0, maxRunning: 0, log: [] };
  tracker.task = (index, ms, value = index) =>
    createSpy(() => {
      tracker.log.push(`start ${index}`);
      tracker.running += 1;
      tracker.maxRunning = Math.max(tracker.maxRunning, tracker.running);
      return new Promise((resolve) => {
        setTimeout(() => {
          tracker.running -= 1;
          tracker.log.push(`end ${index}`);
          resolve(value);
        }, ms);
      });
    });
  tracker.run = (tasks, limit) => {
    expect(typeof promisePool).toBe('function');
    return promisePool(tasks, limit);
  };
  return tracker;
};

test('a limit of 1 runs the tasks one after another, in order', { description: "With a limit of 1, tasks run strictly one after another in array order, each starting only after the previous one has finished, and the results are in task order." }, async () => {
  const tracker = trackerOf();
  const tasks = [tracker.task(0, 30, 'x'), tracker.task(1, 5, 'y'), tracker.task(2, 15, 'z')];
  const results = await tracker.run(tasks, 1);
  expect(results).toEqual(['x', 'y', 'z']);
  expect(tracker.log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
});

test('with 7 tasks and a limit of 3, at most 3 run at once, in order, and a freed slot is refilled at once', { description: "With a limit above 2 and more tasks than slots, no more than limit tasks run at once, each task is called once and started in array order, results keep task order, and a slot freed by a quick task is refilled while a slow task is still running." }, async () => {
  const tracker = trackerOf();
  const durations = [60, 10, 30, 10, 20, 10, 40];
  const tasks = durations.map((ms, i) => tracker.task(i, ms, `result ${i}`));
  const results = await tracker.run(tasks, 3);
  expect(tracker.maxRunning).toBe(3);
  expect(results).toEqual(durations.map((_, i) => `result ${i}`));
  expect(tasks.map((task) => task.calls.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  expect(tracker.log.filter((entry) => entry.startsWith('start'))).toEqual(
    durations.map((_, i) => `start ${i}`),
  );
  // Task 1 (10 ms) frees its slot long before task 0 (60 ms) ends: task 3 must start in between.
  const { log } = tracker;
  expect({ task3StartedWhileTask0Ran: log.indexOf('start 3') < log.indexOf('end 0') }).toEqual({
    task3StartedWhileTask0Ran: true,
  });
});

test('the pool rejects with the very error object the task rejected with', { description: "When a task rejects, the pool rejects with the very same error object the task rejected with, not a copy or a new error." }, async () => {
  const tracker = trackerOf();
  const problem = new Error('disk full');
  const failing = () => new Promise((_, reject) => setTimeout(() => reject(problem), 5));
  const tasks = [tracker.task(0, 10), tracker.task(1, 10), failing, tracker.task(3, 10)];
  let caught;
  try {
    await tracker.run(tasks, 2);
  } catch (error) {
    caught = error;
  }
  expect({ rejected: caught !== undefined, withTheSameError: caught === problem }).toEqual({
    rejected: true,
    withTheSameError: true,
  });
});

test('results keep their order when tasks resolve to falsy values or non-numbers', { description: "Results keep their task order and their exact values even when tasks resolve to falsy values (undefined included) or to objects, and later tasks finish first." }, async () => {
  const tracker = trackerOf();
  const values = [0, '', null, undefined, false, { ok: true }];
  // Later tasks finish first; each resolves to its own value (undefined included).
  const tasks = values.map(
    (value, i) => () => new Promise((resolve) => setTimeout(() => resolve(value), 5 * (6 - i))),
  );
  const results = await tracker.run(tasks, 4);
  expect(results.length).toBe(values.length);
  expect(results).toEqual(values);
});
