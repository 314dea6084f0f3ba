/**
 * A small stand-in for tailwind-merge: in a list of Tailwind classes, a later class wins over an
 * earlier one that sets the same thing (`p-6 … p-5` keeps `p-5`; `px-3 … p-4` keeps `p-4`;
 * `leading-snug … text-lg` keeps `text-lg`, which sets its own line height), per variant
 * (`sm:p-6` and `p-5` both stay). It knows the utilities this site uses, not all of Tailwind:
 * tailwind-merge knows them all and was 7 KB of compressed JavaScript on every page, a twentieth
 * of the home page's budget (docs/decisions/0013). class-merge.test.ts checks that both give the
 * same answer for every pair of classes written anywhere in app/ and core/, so a utility this
 * file does not know yet fails the tests rather than styling a page wrongly.
 *
 * A class it does not recognise is kept, like tailwind-merge keeps unknown classes.
 */

type Group = string;

const SIDES = ['t', 'r', 'b', 'l', 's', 'e'] as const;
const FONT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']);
const SHADOW_SIZES = new Set(['', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'table',
  'inline-table',
  'table-caption',
  'table-cell',
  'table-column',
  'table-column-group',
  'table-footer-group',
  'table-header-group',
  'table-row-group',
  'table-row',
  'flow-root',
  'grid',
  'inline-grid',
  'contents',
  'list-item',
  'hidden',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const VISIBILITY = new Set(['visible', 'invisible', 'collapse']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAP = new Set(['wrap', 'nowrap', 'balance', 'pretty']);

/** What later classes of a group remove besides their own group. */
const CONFLICTS: Record<Group, Group[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  'font-size': ['leading'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': ['border-w-x', 'border-w-y', ...SIDES.map((side) => `border-w-${side}`)],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', ...SIDES.map((side) => `border-color-${side}`)],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'line-clamp': ['display', 'overflow'],
  flex: ['basis', 'grow', 'shrink'],
};

const isArbitrary = (value: string) => value.startsWith('[') && value.endsWith(']');
/** An arbitrary value that is a length (`[420px]`, `[calc(…)]`, `[var(--x)]`), not a colour. */
const isArbitraryLength = (value: string) => isArbitrary(value) && !/^\[(#|rgb|hsl|oklch|color:)/.test(value);
const isNumberLike = (value: string) => /^\d+(\.\d+)?$/.test(value);

/** The group of one utility (no variants, no `!`, no leading `-`), or undefined when unknown. */
function groupOf(utility: string): Group | undefined {
  if (DISPLAY.has(utility)) return 'display';
  if (POSITION.has(utility)) return 'position';
  if (VISIBILITY.has(utility)) return 'visibility';
  if (utility === 'sr-only' || utility === 'not-sr-only') return 'sr';
  if (utility === 'italic' || utility === 'not-italic') return 'font-style';
  if (['underline', 'overline', 'line-through', 'no-underline'].includes(utility)) return 'text-decoration';
  if (['uppercase', 'lowercase', 'capitalize', 'normal-case'].includes(utility)) return 'text-transform';
  if (['truncate', 'text-ellipsis', 'text-clip'].includes(utility)) return 'text-overflow';
  if (['tabular-nums', 'proportional-nums'].includes(utility)) return 'fvn-spacing';
  if (['antialiased', 'subpixel-antialiased'].includes(utility)) return 'font-smoothing';
  if (utility === 'grow' || utility.startsWith('grow-')) return 'grow';
  if (utility === 'shrink' || utility.startsWith('shrink-')) return 'shrink';
  if (utility === 'border-collapse' || utility === 'border-separate') return 'border-collapse';
  if (utility === 'transition' || utility.startsWith('transition-')) return 'transition';
  if (utility === 'filter' || utility === 'filter-none') return 'filter';
  if (utility === 'outline') return 'outline-w';
  if (utility === 'rounded') return 'rounded';
  if (utility === 'border') return 'border-w';
  if (utility === 'shadow') return 'shadow';
  if (utility === 'ring') return 'ring-w';
  if (utility === 'resize') return 'resize';
  if (utility === 'ring-inset') return 'ring-w-inset';
  if (utility === 'divide-y') return 'divide-y';
  if (utility === 'divide-x') return 'divide-x';
  if (utility.startsWith('break-')) return 'break';

  const dash = utility.indexOf('-');
  if (dash < 0) return undefined;
  const prefix = utility.slice(0, dash);
  const value = utility.slice(dash + 1);
  const bare = value.replace(/\/[^/\]]+$/, '');

  if (prefix === 'inset') return value.startsWith('x-') ? 'inset-x' : value.startsWith('y-') ? 'inset-y' : 'inset';

  switch (prefix) {
    case 'p':
    case 'px':
    case 'py':
    case 'pt':
    case 'pr':
    case 'pb':
    case 'pl':
    case 'ps':
    case 'pe':
    case 'm':
    case 'mx':
    case 'my':
    case 'mt':
    case 'mr':
    case 'mb':
    case 'ml':
    case 'ms':
    case 'me':
    case 'w':
    case 'h':
    case 'size':
    case 'top':
    case 'right':
    case 'bottom':
    case 'left':
    case 'start':
    case 'end':
    case 'z':
    case 'order':
    case 'basis':
    case 'opacity':
    case 'cursor':
    case 'duration':
    case 'ease':
    case 'delay':
    case 'animate':
    case 'aspect':
    case 'rotate':
    case 'resize':
    case 'float':
    case 'clear':
    case 'leading':
    case 'tracking':
    case 'whitespace':
    case 'appearance':
    case 'align':
    case 'accent':
    case 'caret':
    case 'select':
    case 'content':
    case 'items':
    case 'justify':
    case 'self':
    case 'place':
    case 'underline':
    case 'scale':
      if (prefix === 'underline' && value.startsWith('offset-')) return 'underline-offset';
      if (prefix === 'content') return isArbitrary(value) ? 'content' : 'align-content';
      if (prefix === 'justify' && value.startsWith('items-')) return 'justify-items';
      if (prefix === 'justify' && value.startsWith('self-')) return 'justify-self';
      if (prefix === 'place') return `place-${value.split('-')[0]}`;
      return prefix;
    case 'min':
    case 'max':
      return `${prefix}-${value.split('-')[0]}`;
    case 'gap':
      if (value.startsWith('x-')) return 'gap-x';
      if (value.startsWith('y-')) return 'gap-y';
      return 'gap';
    case 'space':
      return value.startsWith('x-') ? 'space-x' : value.startsWith('y-') ? 'space-y' : undefined;
    case 'translate':
      return value.startsWith('x-') ? 'translate-x' : value.startsWith('y-') ? 'translate-y' : 'translate';
    case 'overflow':
    case 'overscroll':
      if (value.startsWith('x-')) return `${prefix}-x`;
      if (value.startsWith('y-')) return `${prefix}-y`;
      return prefix;
    case 'pointer':
      return value.startsWith('events-') ? 'pointer-events' : undefined;
    case 'list':
      return ['inside', 'outside'].includes(value) ? 'list-style-position' : 'list-style-type';
    case 'object':
      return ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(value) ? 'object-fit' : 'object-position';
    case 'col':
      return value.startsWith('span-') ? 'col-start-end' : `col-${value.split('-')[0]}`;
    case 'row':
      return value.startsWith('span-') ? 'row-start-end' : `row-${value.split('-')[0]}`;
    case 'grid':
      if (value.startsWith('cols-')) return 'grid-cols';
      if (value.startsWith('rows-')) return 'grid-rows';
      if (value.startsWith('flow-')) return 'grid-flow';
      return undefined;
    case 'flex':
      if (['row', 'row-reverse', 'col', 'col-reverse'].includes(value)) return 'flex-direction';
      if (['wrap', 'wrap-reverse', 'nowrap'].includes(value)) return 'flex-wrap';
      return 'flex';
    case 'font':
      if (FONT_WEIGHTS.has(value) || isNumberLike(value)) return 'font-weight';
      return 'font-family';
    case 'text':
      if (FONT_SIZES.has(bare) || isArbitraryLength(bare)) return 'font-size';
      if (TEXT_ALIGN.has(value)) return 'text-align';
      if (TEXT_WRAP.has(value)) return 'text-wrap';
      return 'text-color';
    case 'bg':
      if (isArbitrary(value) && /gradient\(|url\(/.test(value)) return 'bg-image';
      if (['fixed', 'local', 'scroll'].includes(value)) return 'bg-attachment';
      if (['center', 'top', 'bottom', 'left', 'right'].includes(value) || value.startsWith('position-')) return 'bg-position';
      if (['auto', 'cover', 'contain'].includes(value)) return 'bg-size';
      if (value.startsWith('no-repeat') || value.startsWith('repeat')) return 'bg-repeat';
      if (value.startsWith('linear-') || value.startsWith('radial') || value.startsWith('conic') || value === 'none') return 'bg-image';
      return 'bg-color';
    case 'border': {
      if (['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'].includes(value)) return 'border-style';
      const side = /^([xytrblse])(?:-(.+))?$/.exec(value);
      if (side) {
        const [, which, rest] = side;
        if (rest === undefined || isNumberLike(rest) || isArbitraryLength(rest)) return `border-w-${which}`;
        return `border-color-${which}`;
      }
      if (isNumberLike(value) || isArbitraryLength(value)) return 'border-w';
      return 'border-color';
    }
    case 'rounded':
      if (/^[serbtl]{1,2}(-|$)/.test(value)) return `rounded-${value.split('-')[0]}`;
      return 'rounded';
    case 'shadow':
      if (SHADOW_SIZES.has(value) || isArbitrary(value)) return 'shadow';
      return 'shadow-color';
    case 'ring':
      if (value === 'inset') return 'ring-w-inset';
      if (isNumberLike(value) || isArbitraryLength(value)) return 'ring-w';
      if (value.startsWith('offset-')) return isNumberLike(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return 'ring-color';
    case 'outline':
      if (['none', 'hidden', 'solid', 'dashed', 'dotted', 'double'].includes(value)) return 'outline-style';
      if (value.startsWith('offset-')) return 'outline-offset';
      if (isNumberLike(value) || isArbitraryLength(value)) return 'outline-w';
      return 'outline-color';
    case 'decoration':
      if (['solid', 'double', 'dotted', 'dashed', 'wavy'].includes(value)) return 'text-decoration-style';
      if (isNumberLike(value) || ['auto', 'from-font'].includes(value) || isArbitraryLength(value)) return 'text-decoration-thickness';
      return 'text-decoration-color';
    case 'divide':
      if (value.startsWith('x')) return 'divide-x';
      if (value.startsWith('y')) return 'divide-y';
      return 'divide-color';
    case 'fill':
      return 'fill';
    case 'stroke':
      return isNumberLike(value) ? 'stroke-w' : 'stroke';
    case 'backdrop':
      return value.startsWith('blur') ? 'backdrop-blur' : undefined;
    case 'blur':
      return 'blur';
    case 'line':
      return value.startsWith('clamp-') ? 'line-clamp' : undefined;
    case 'table':
      return ['auto', 'fixed'].includes(value) ? 'table-layout' : undefined;
    case 'origin':
      return 'origin';
    case 'will':
      return 'will-change';
    default:
      return undefined;
  }
}

/** Splits `sm:hover:!p-4` into its variants (`sm:hover:`), the `!` and the utility, brackets respected. */
function parse(className: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = index + 1;
  }
  const variants = className.slice(0, cut);
  let utility = className.slice(cut);
  let important = false;
  if (utility.startsWith('!')) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith('!')) {
    important = true;
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  return { variants, important, utility };
}

/** Keeps, of classes that set the same thing under the same variants, only the last. */
export function mergeClasses(classList: string): string {
  const cached = merged.get(classList);
  if (cached !== undefined) return cached;
  const result = mergeUncached(classList);
  // A page asks for the same few hundred lists again and again (every button, every render):
  // merging once each took ~20% of hydration on a slow phone. Bounded like tailwind-merge's cache.
  if (merged.size >= MERGE_CACHE_SIZE) merged.clear();
  merged.set(classList, result);
  return result;
}

const MERGE_CACHE_SIZE = 500;
const merged = new Map<string, string>();

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const { variants, important, utility } = parse(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}`;
    const key = `${scope}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${scope}|${other}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
