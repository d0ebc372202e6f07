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

/**
 * Rewrites every loop so that one run of it that lasts over a second throws the error that
 * `__launchpadLoopGuard` (defined by the frame's bridge) reports as 'Possible infinite loop'. The learner's
 * frame may share the app's thread, so this is what keeps `while (true) {}` from freezing the page.
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
  let counter = 0;

  ancestor(ast, {
    Statement(node: Node, _state: unknown, ancestors: Node[]) {
      if (!LOOP_TYPES.has(node.type)) return;
      const loop = node as LoopNode;
      const id = counter++;
      const line = loop.loc?.start.line ?? 0;
      const start = `__lpStart${id}`;
      // The error is thrown here, in the learner's own script, so the browser reports its message.
      const check = `if (Date.now() - ${start} > ${LOOP_TIME_LIMIT_MS}) throw __launchpadLoopGuard(${line});`;

      // A labelled loop is wrapped together with its label so `continue label` still works.
      let outer: Node = loop;
      for (let i = ancestors.length - 2; i >= 0; i -= 1) {
        const parent = ancestors[i];
        if (parent?.type !== 'LabeledStatement') break;
        outer = parent;
      }
      output.appendLeft(outer.start, `{ let ${start} = Date.now(); `);
      output.appendRight(outer.end, ' }');

      if (loop.body.type === 'BlockStatement') {
        output.appendLeft(loop.body.start + 1, ` ${check}`);
      } else {
        output.appendLeft(loop.body.start, `{ ${check} `);
        output.appendRight(loop.body.end, ' }');
      }
    },
  });
  return counter === 0 ? code : output.toString();
}
