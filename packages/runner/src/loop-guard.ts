import { parse, type Node } from 'acorn';
import { ancestor } from 'acorn-walk';
import MagicString from 'magic-string';

/** How long one run of a single loop may take before it is stopped. */
export const LOOP_TIME_LIMIT_MS = 1000;

type LoopNode = Node & { body: Node & { type: string }; loc?: { start: { line: number } } };

const LOOP_TYPES = new Set([
  'WhileStatement',
  'DoWhileStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
]);

/** The real clock the guard reads (the bridge's; the tests' virtual clock never moves it). */
export const LOOP_GUARD_CLOCK = '__launchpadNow';

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/**
 * Rewrites every loop so that one run of it that lasts over a second throws the error that
 * `__launchpadLoopGuard` (defined by the frame's bridge) reports as 'Possible infinite loop'. The learner's
 * frame may share the app's thread, so this is what keeps `while (true) {}` from freezing the page.
 *
 * The time is the bridge's real clock (`__launchpadNow`), never the page's `Date`, which a
 * challenge's virtual clock moves by seconds at a time. A loop that awaits gives the page its
 * turn at each `await`, so its run restarts there: retrying with a backoff, polling or paging
 * through an API is not an endless loop (a promise chain that never ends is the watchdog's and
 * the grader's time limit's to stop).
 *
 * Code that does not parse is returned unchanged: the browser will report the syntax error.
 */
export function guardLoops(code: string): string {
  let ast: Node;
  try {
    ast = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      locations: true,
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    });
  } catch {
    return code;
  }
  const output = new MagicString(code);
  const ids = new Map<Node, number>();
  const idOf = (loop: Node) => {
    if (!ids.has(loop)) ids.set(loop, ids.size);
    return ids.get(loop)!;
  };
  const now = `${LOOP_GUARD_CLOCK}()`;

  ancestor(ast, {
    // Children are visited before their parents: an await finds its loop before the loop is
    // rewritten, and both only add text around what is there.
    AwaitExpression(node: Node, _state: unknown, ancestors: Node[]) {
      for (let i = ancestors.length - 2; i >= 0; i -= 1) {
        const outer = ancestors[i]!;
        if (FUNCTION_TYPES.has(outer.type)) return;
        if (!LOOP_TYPES.has(outer.type)) continue;
        const id = idOf(outer);
        output.appendLeft(node.start, `(__lpAwait${id} = `);
        output.appendRight(node.end, `, __lpStart${id} = ${now}, __lpAwait${id})`);
        return;
      }
    },
    Statement(node: Node, _state: unknown, ancestors: Node[]) {
      if (!LOOP_TYPES.has(node.type)) return;
      const loop = node as LoopNode;
      const id = idOf(loop);
      const line = loop.loc?.start.line ?? 0;
      const start = `__lpStart${id}`;
      // The error is thrown here, in the learner's own script, so the browser reports its message.
      const check = `if (${now} - ${start} > ${LOOP_TIME_LIMIT_MS}) throw __launchpadLoopGuard(${line});`;
      // `for await` awaits before each run of its body.
      const restart = (loop as { await?: boolean }).await ? `${start} = ${now}; ` : '';

      // A labelled loop is wrapped together with its label so `continue label` still works.
      let outer: Node = loop;
      for (let i = ancestors.length - 2; i >= 0; i -= 1) {
        const parent = ancestors[i];
        if (parent?.type !== 'LabeledStatement') break;
        outer = parent;
      }
      output.appendLeft(outer.start, `{ let ${start} = ${now}, __lpAwait${id}; `);
      output.appendRight(outer.end, ' }');

      if (loop.body.type === 'BlockStatement') {
        output.appendLeft(loop.body.start + 1, ` ${restart}${check}`);
      } else {
        output.appendLeft(loop.body.start, `{ ${restart}${check} `);
        output.appendRight(loop.body.end, ' }');
      }
    },
  });
  return ids.size === 0 ? code : output.toString();
}
