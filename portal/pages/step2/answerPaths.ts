/**
 * Reading and writing one answer by its dotted path (`name.first`, `citizenship.1`), the same
 * paths the domain's errors name. An empty text or `undefined` removes the answer, as the server
 * would drop it.
 */
import type { W7Answers } from '../../../domain';

type Tree = Record<string, unknown> | unknown[];

export function getAnswer(answers: W7Answers, path: string): unknown {
  let node: unknown = answers;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function setAnswer(answers: W7Answers, path: string, value: unknown): W7Answers {
  const keys = path.split('.');
  const write = (node: unknown, index: number): unknown => {
    const key = keys[index] as string;
    const isIndex = /^\d+$/.test(key);
    const container: Tree = Array.isArray(node)
      ? [...node]
      : node && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : isIndex
          ? []
          : {};
    const child = index === keys.length - 1 ? value : write((container as Record<string, unknown>)[key], index + 1);
    const empty =
      child === undefined || child === '' || (typeof child === 'object' && child !== null && isEmpty(child));
    if (Array.isArray(container)) {
      const position = Number(key);
      if (empty) {
        if (position < container.length) container.splice(position, 1);
      } else container[position] = child;
      return container;
    }
    if (empty) delete container[key];
    else container[key] = child;
    return container;
  };
  return write(answers, 0) as W7Answers;
}

function isEmpty(value: object): boolean {
  return Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
}

/** The element id of the control for `path` (error summary links point at it). */
export function fieldId(path: string): string {
  return `w-${path.replace(/\./g, '-').replace(/_/g, '-')}`;
}
