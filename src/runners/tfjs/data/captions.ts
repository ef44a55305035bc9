/** CLEVR-Change-style captions of a scene change (pure). Every template is a reference. */
import { COLORS, MATERIALS, SHAPES, SIZES, type SceneChange, type SceneObject } from './scene.js';

function describe(o: SceneObject): string {
  return `${SIZES[o.size]} ${COLORS[o.color]} ${MATERIALS[o.material]} ${SHAPES[o.shape]}`;
}

/** No-change references; none starts with "the", so a greedy decoder commits at the first word. */
export const NO_CHANGE_CAPTIONS = ['there is no change', 'nothing has changed', 'no change was made'] as const;

export function changeCaptions(change: SceneChange): string[] {
  const the = `the ${describe(change.object)}`;
  switch (change.type) {
    case 'color': {
      const to = COLORS[change.to] ?? '';
      return [`${the} changed to ${to}`, `${the} turned ${to}`, `${the} became ${to}`];
    }
    case 'material': {
      const to = MATERIALS[change.to] ?? '';
      return [`${the} changed to ${to}`, `${the} turned ${to}`, `${the} became ${to}`];
    }
    case 'add': {
      const a = describe(change.object);
      return [`someone added a ${a}`, `a ${a} has been added`, `a new ${a} appeared`];
    }
    case 'drop':
      return [`${the} has disappeared`, `${the} is missing`, `${the} is no longer there`];
    case 'move':
      return [`${the} changed its location`, `${the} moved`, `${the} is in a different location`];
  }
}
