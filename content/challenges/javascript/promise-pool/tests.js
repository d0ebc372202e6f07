// Tasks are built from real timers. Each one is a spy that logs when it starts and ends, and
// the tracker counts how many tasks were running at the same time.
const makeTracker = () => {
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

test('an empty task list resolves to []', async () => {
  await expect(makeTracker().run([], 2)).resolves.toEqual([]);
});

test('results come back in task order, even when later tasks finish first', async () => {
  const tracker = makeTracker();
  const tasks = [tracker.task(0, 80, 'a'), tracker.task(1, 10, 'b'), tracker.task(2, 40, 'c')];
  const results = await tracker.run(tasks, 3);
  expect(results).toEqual(['a', 'b', 'c']);
});

test('with 6 tasks and a limit of 2, exactly 2 run at the same time, never more', async () => {
  const tracker = makeTracker();
  const tasks = [30, 20, 40, 10, 30, 20].map((ms, i) => tracker.task(i, ms));
  const results = await tracker.run(tasks, 2);
  expect(tracker.maxRunning).toBe(2);
  expect(results).toEqual([0, 1, 2, 3, 4, 5]);
});

test('a new task starts as soon as a slot frees up, not after the whole batch', async () => {
  const tracker = makeTracker();
  // Task 0 is slow. With a limit of 2, tasks 1, 2 and 3 take turns in the second slot,
  // all while task 0 is still running.
  const tasks = [
    tracker.task(0, 300),
    tracker.task(1, 10),
    tracker.task(2, 10),
    tracker.task(3, 10),
  ];
  await tracker.run(tasks, 2);
  expect(tracker.log).toEqual([
    'start 0',
    'start 1',
    'end 1',
    'start 2',
    'end 2',
    'start 3',
    'end 3',
    'end 0',
  ]);
});

test('each task is called exactly once, and none before promisePool is called', async () => {
  const tracker = makeTracker();
  const tasks = [tracker.task(0, 10), tracker.task(1, 10), tracker.task(2, 10)];
  expect(tasks.map((task) => task.calls.length)).toEqual([0, 0, 0]);
  await tracker.run(tasks, 2);
  expect(tasks.map((task) => task.calls.length)).toEqual([1, 1, 1]);
});

test('when a task rejects, the pool rejects with that error', async () => {
  const tracker = makeTracker();
  const failing = () =>
    new Promise((_, reject) => setTimeout(() => reject(new Error('upload 2 failed')), 10));
  const tasks = [tracker.task(0, 20), failing, tracker.task(2, 20)];
  await expect(tracker.run(tasks, 2)).rejects.toBe('upload 2 failed');
});

test('a limit larger than the number of tasks runs them all at once', async () => {
  const tracker = makeTracker();
  const tasks = [tracker.task(0, 30), tracker.task(1, 30), tracker.task(2, 30)];
  const results = await tracker.run(tasks, 10);
  expect(results).toEqual([0, 1, 2]);
  expect(tracker.maxRunning).toBe(3);
});
